import type * as React from 'react';
import { cn } from '@/lib/cn';

type AtomIconProps = React.ComponentProps<'svg'> & {
  /** Turns slowly; never under prefers-reduced-motion. */
  spinning?: boolean;
};

/** The brand mark: three electron orbits around an amber nucleus. Decorative. */
export function AtomIcon({ className, spinning = true, ...props }: AtomIconProps) {
  return (
    <svg
      viewBox="0 0 48 48"
      fill="none"
      aria-hidden="true"
      focusable="false"
      data-slot="atom-icon"
      className={cn(
        'shrink-0',
        spinning && 'motion-safe:animate-spin-slow motion-reduce:animate-none',
        className,
      )}
      {...props}
    >
      <g stroke="currentColor" strokeWidth="2.5">
        <ellipse cx="24" cy="24" rx="21" ry="8" />
        <ellipse cx="24" cy="24" rx="21" ry="8" transform="rotate(60 24 24)" />
        <ellipse cx="24" cy="24" rx="21" ry="8" transform="rotate(120 24 24)" />
      </g>
      <g className="fill-cyan-500">
        <circle cx="45" cy="24" r="2.75" />
        <circle cx="13.5" cy="5.8" r="2.75" />
        <circle cx="13.5" cy="42.2" r="2.75" />
      </g>
      <circle cx="24" cy="24" r="5" className="fill-amber-400 stroke-amber-700" strokeWidth="1.5" />
    </svg>
  );
}
