import { useEffect, useRef } from 'react';
import type * as React from 'react';
import { enhanceReveal, type RevealAnimation } from '@/lib/enhance/reveal';

export { revealAnimations, type RevealAnimation } from '@/lib/enhance/reveal';

/** A list's items start one after another: 60 ms apart, at most 300 ms late. */
export const staggered = (index: number): number => Math.min(index, 5) * 0.06;

type RevealProps = {
  animation?: RevealAnimation;
  /** Seconds to wait after it comes into view. */
  delay?: number;
  as?: 'div' | 'li' | 'article';
  className?: string;
  children: React.ReactNode;
};

/**
 * Animates its content in once, when 20% of it has scrolled into view (web/lib/enhance/reveal.ts,
 * the same code pages without React use). The markup is the same on the server and in the
 * browser; only content still below the screen is hidden, after hydration.
 */
export function Reveal({
  animation = 'fade-up',
  delay = 0,
  as = 'div',
  className,
  children,
}: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => (ref.current ? enhanceReveal(ref.current) : undefined), []);

  // One element type for the ref's sake; at run time it is the `as` element.
  const Tag = as as 'div';
  return (
    <Tag
      ref={ref}
      data-slot="reveal"
      data-reveal={animation}
      className={className}
      style={delay ? ({ '--reveal-delay': `${delay}s` } as React.CSSProperties) : undefined}
    >
      {children}
    </Tag>
  );
}
