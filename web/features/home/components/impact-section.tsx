import { FeatureCard } from '@/components/ui/feature-card';
import { SectionHeading } from '@/components/ui/section-heading';
import { impactCards } from '../content/impact';

/** Home, section 6: four impact cards. */
export function ImpactSection() {
  return (
    <section aria-labelledby="impact-title" className="bg-muted py-section lg:py-section-lg">
      <div className="container-page">
        <SectionHeading
          id="impact-title"
          eyebrow="Our impact"
          title="Making a difference, inside the department and beyond"
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {impactCards.map((card, index) => (
            <FeatureCard
              key={card.title}
              as="li"
              icon={card.icon}
              title={card.title}
              description={card.description}
              animation={card.animation}
              iconColor={card.iconColor}
              delay={index * 0.08}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}
