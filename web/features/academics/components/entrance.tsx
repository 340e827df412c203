import { LazyMotion, m, useReducedMotion } from 'motion/react';
import type * as React from 'react';

type EntranceProps = {
  /** Position in the list: each card starts a little after the one before. */
  index?: number;
  className?: string;
  children: React.ReactNode;
  as?: 'li' | 'div';
};

/** Motion's animation code arrives on its own, after the page's: the cards render at once without it. */
const loadFeatures = () => import('./motion-features').then((module) => module.default);

/** A card's entrance (spec §9: 0.6 s, once, at 20% visible, 40 px up); none under reduced motion. */
export function Entrance({ index = 0, className, children, as = 'div' }: EntranceProps) {
  const reduce = useReducedMotion();
  // Without IntersectionObserver (old browsers, jsdom) nothing would ever come into view.
  if (typeof IntersectionObserver === 'undefined' || reduce) {
    const Plain = as;
    return <Plain className={className}>{children}</Plain>;
  }
  const Component = as === 'li' ? m.li : m.div;
  return (
    <LazyMotion features={loadFeatures}>
      <Component
        className={className}
        initial={{ opacity: 0, y: 40 }}
        whileInView={{ opacity: 1, y: 0 }}
        viewport={{ once: true, amount: 0.2 }}
        transition={{ duration: 0.6, delay: Math.min(index, 5) * 0.06, ease: [0.22, 1, 0.36, 1] }}
      >
        {children}
      </Component>
    </LazyMotion>
  );
}
