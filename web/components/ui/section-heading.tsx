import type * as React from 'react';
import { cn } from '@/lib/cn';

type SectionHeadingProps = {
  /** The h2's id, for the section's aria-labelledby. */
  id: string;
  eyebrow?: string;
  title: React.ReactNode;
  lead?: React.ReactNode;
  align?: 'start' | 'center';
  /** On a dark (ink) surface. */
  tone?: 'light' | 'dark';
  className?: string;
};

/** A section's eyebrow, h2 and lead paragraph, in the site's type scale. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'center',
  tone = 'light',
  className,
}: SectionHeadingProps) {
  const dark = tone === 'dark';
  return (
    <div
      className={cn(
        'max-w-2xl',
        align === 'center' ? 'mx-auto text-center' : 'text-left',
        className,
      )}
    >
      {eyebrow && (
        <p
          className={cn(
            'text-sm font-semibold tracking-widest uppercase',
            dark ? 'text-cyan-300' : 'text-accent-strong',
          )}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={cn(
          'mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl',
          dark ? 'text-white' : 'text-foreground',
        )}
      >
        {title}
      </h2>
      {lead && (
        <p
          className={cn(
            'mt-4 text-base sm:text-lg',
            dark ? 'text-ink-muted' : 'text-muted-foreground',
          )}
        >
          {lead}
        </p>
      )}
    </div>
  );
}
