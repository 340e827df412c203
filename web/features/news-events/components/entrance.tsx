import { motion, useReducedMotion } from 'motion/react';
import type * as React from 'react';

type EntranceProps = {
  /** Position in the list: each card starts a little after the one before. */
  index?: number;
  className?: string;
  children: React.ReactNode;
  as?: 'li' | 'div';
};

/** A card's entrance: a short fade-up once it scrolls into view, none under reduced motion. */
export function Entrance({ index = 0, className, children, as = 'div' }: EntranceProps) {
  const reduce = useReducedMotion();
  // Without IntersectionObserver (old browsers, jsdom) nothing would ever come into view.
  if (typeof IntersectionObserver === 'undefined') {
    const Plain = as;
    return <Plain className={className}>{children}</Plain>;
  }
  const Component = as === 'li' ? motion.li : motion.div;
  return (
    <Component
      className={className}
      initial={reduce ? false : { opacity: 0, y: 40 }}
      whileInView={{ opacity: 1, y: 0 }}
      viewport={{ once: true, amount: 0.2 }}
      transition={{ duration: 0.6, delay: Math.min(index, 5) * 0.06, ease: [0.22, 1, 0.36, 1] }}
    >
      {children}
    </Component>
  );
}
