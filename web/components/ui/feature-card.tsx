import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/cn';
import { Reveal, type RevealAnimation } from './reveal';

type FeatureCardProps = {
  icon: LucideIcon;
  title: string;
  description: React.ReactNode;
  /** Classes for the icon's colour and tile (spec: a purple tone by default). */
  iconColor?: string;
  animation?: RevealAnimation;
  /** Seconds after it comes into view (default 0). */
  delay?: number;
  /** The title's heading level (default h3, under a section's h2). */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Below the description: a link, say. */
  footer?: React.ReactNode;
  className?: string;
  as?: 'div' | 'li' | 'article';
};

/** A card with an icon, a title and a description that animates in once when scrolled into view. */
export function FeatureCard({
  icon: Icon,
  title,
  description,
  iconColor = 'bg-primary-50 text-primary-700 ring-primary-100',
  animation = 'fade-up',
  delay = 0,
  headingLevel: Heading = 'h3',
  footer,
  className,
  as = 'div',
}: FeatureCardProps) {
  return (
    <Reveal
      as={as}
      animation={animation}
      delay={delay}
      className={cn(
        'group relative flex flex-col rounded-card bg-card p-6 shadow-card ring-1 ring-border transition-shadow duration-300 hover:shadow-card-hover sm:p-7',
        className,
      )}
    >
      <span
        data-slot="feature-card-icon"
        className={cn(
          'inline-flex size-12 items-center justify-center rounded-2xl ring-1 transition-transform duration-300 motion-safe:group-hover:-translate-y-0.5',
          iconColor,
        )}
      >
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <Heading className="mt-5 text-lg font-bold tracking-tight text-foreground">{title}</Heading>
      <div className="mt-2 text-sm leading-6 text-muted-foreground">{description}</div>
      {footer && <div className="mt-auto pt-5">{footer}</div>}
    </Reveal>
  );
}
