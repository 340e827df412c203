import { FeatureCard } from '@/components/ui/feature-card';
import { SectionHeading } from '@/components/ui/section-heading';
import type { CoreValue } from '@contract/site-content';
import { contentIcons, iconColors } from '@/components/content-icons';

/** The core values (Excellence, Innovation, Community, Impact as seeded); none: no section. */
export function ValuesSection({ values }: { values: readonly CoreValue[] }) {
  if (values.length === 0) return null;
  return (
    <section aria-labelledby="values-title" className="bg-muted py-section lg:py-section-lg">
      <div className="container-page">
        <SectionHeading id="values-title" eyebrow="What guides us" title="Our core values" />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.map((value, index) => (
            <FeatureCard
              key={index}
              as="li"
              icon={contentIcons[value.icon].icon}
              title={value.title}
              description={value.description}
              animation="fade-up"
              iconColor={iconColors[index % iconColors.length]}
              delay={index * 0.08}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}
