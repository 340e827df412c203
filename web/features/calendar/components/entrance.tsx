import { motion, useReducedMotion } from 'motion/react';
import type * as React from 'react';

type EntranceProps = { index?: number; className?: string; children: React.ReactNode };

/** A list item's entrance: a short fade-up as it scrolls into view; none under reduced motion. */
export function EntranceItem({ index = 0, className, children }: EntranceProps) {
  const reduce = useReducedMotion();
  // Without IntersectionObserver (old browsers, jsdom) nothing would ever come into view.
  if (typeof IntersectionObserver === 'undefined') return <li className={className}>{children}</li>;
  return (
    <motion.li
      className={className}
      initial={reduce ? false : { opacity: 0, y: 24 }}
      whileInView={{ opacity: 1, y: 0 }}
      viewport={{ once: true, amount: 0.2 }}
      transition={{ duration: 0.5, delay: Math.min(index, 6) * 0.05, ease: [0.22, 1, 0.36, 1] }}
    >
      {children}
    </motion.li>
  );
}
