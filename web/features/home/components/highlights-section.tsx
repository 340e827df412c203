import { FeatureCard } from '@/components/ui/feature-card';
import { SectionHeading } from '@/components/ui/section-heading';
import { highlights } from '../content/highlights';

/** Home, section 3: three highlight cards. */
export function HighlightsSection() {
  return (
    <section
      aria-labelledby="highlights-title"
      className="overflow-x-clip pb-section lg:pb-section-lg"
    >
      <div className="container-page">
        <SectionHeading
          id="highlights-title"
          eyebrow="What we do"
          title="Everything a physics student needs, in one place"
        />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {highlights.map((card, index) => (
            <FeatureCard
              key={card.title}
              as="li"
              icon={card.icon}
              title={card.title}
              description={card.description}
              animation={card.animation}
              iconColor={card.iconColor}
              delay={index * 0.1}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}
