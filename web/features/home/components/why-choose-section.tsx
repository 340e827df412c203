import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { FeatureCard } from '@/components/ui/feature-card';
import { SectionHeading } from '@/components/ui/section-heading';
import { whyChoose } from '../content/why-choose';

/** Home, section 9: why choose the association, each card leading further in. */
export function WhyChooseSection({ abbreviation }: { abbreviation: string }) {
  return (
    <section aria-labelledby="why-choose-title" className="bg-muted py-section lg:py-section-lg">
      <div className="container-page">
        <SectionHeading
          id="why-choose-title"
          eyebrow={`Why the ${abbreviation}`}
          title="Support that lasts from 100L to graduation"
        />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {whyChoose.map((card, index) => (
            <FeatureCard
              key={card.title}
              as="li"
              icon={card.icon}
              title={card.title}
              description={card.description}
              animation={card.animation}
              iconColor={card.iconColor}
              delay={index * 0.1}
              footer={
                <Link
                  to={card.link.to}
                  className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-primary underline-offset-4 hover:underline"
                >
                  {card.link.label}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              }
            />
          ))}
        </ul>
      </div>
    </section>
  );
}
