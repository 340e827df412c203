import { FeatureCard } from '@/components/ui/feature-card';
import { SectionHeading } from '@/components/ui/section-heading';
import { coreValues } from '../content/values';

/** The four core values: Excellence, Innovation, Community, Impact. */
export function ValuesSection() {
  return (
    <section aria-labelledby="values-title" className="bg-muted py-section lg:py-section-lg">
      <div className="container-page">
        <SectionHeading id="values-title" eyebrow="What guides us" title="Our core values" />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {coreValues.map((value, index) => (
            <FeatureCard
              key={value.title}
              as="li"
              icon={value.icon}
              title={value.title}
              description={value.description}
              animation={value.animation}
              iconColor={value.iconColor}
              delay={index * 0.08}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}
