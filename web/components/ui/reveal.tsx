import { inView } from 'motion';
import { animate } from 'motion/mini';
import { useEffect, useRef } from 'react';
import type * as React from 'react';
import { usePrefersReducedMotion } from '@/lib/use-reduced-motion';

/** Entrance styles (spec §2, Feature card). */
export const revealAnimations = [
  'fade-up',
  'fade-down',
  'fade-left',
  'fade-right',
  'zoom-in',
] as const;
export type RevealAnimation = (typeof revealAnimations)[number];

/** Spec §9: 0.6 s, once, when 20% is visible, from 40 px away or from 0.8 scale. */
export const REVEAL = { duration: 0.6, amount: 0.2, offset: 40, scale: 0.8 } as const;

/** Where each style starts. 'fade-left' moves leftwards into place, so it starts to the right. */
export const revealFrom: Record<RevealAnimation, string> = {
  'fade-up': `translateY(${REVEAL.offset}px)`,
  'fade-down': `translateY(-${REVEAL.offset}px)`,
  'fade-left': `translateX(${REVEAL.offset}px)`,
  'fade-right': `translateX(-${REVEAL.offset}px)`,
  'zoom-in': `scale(${REVEAL.scale})`,
};

const ease = [0.22, 1, 0.36, 1] as const;

type RevealProps = {
  animation?: RevealAnimation;
  /** Seconds to wait after it comes into view. */
  delay?: number;
  as?: 'div' | 'li' | 'article';
  className?: string;
  children: React.ReactNode;
};

/**
 * Animates its content in once, when 20% of it has scrolled into view (motion's inView and its
 * small WAAPI animate: no per-element React animation state, which matters on a long page on a
 * slow phone). No animation under prefers-reduced-motion, nor where IntersectionObserver is
 * missing (nothing would ever trigger it).
 */
export function Reveal({
  animation = 'fade-up',
  delay = 0,
  as = 'div',
  className,
  children,
}: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  const reduce = usePrefersReducedMotion();
  const animated = !reduce && typeof IntersectionObserver !== 'undefined';

  useEffect(() => {
    const element = ref.current;
    if (!element || !animated) return;
    return inView(
      element,
      () => {
        const keyframes = { opacity: [0, 1], transform: [revealFrom[animation], 'none'] };
        if (typeof element.animate === 'function') {
          // motion writes the last keyframe to the element's style when it finishes.
          animate(element, keyframes, { duration: REVEAL.duration, delay, ease });
        } else {
          element.style.opacity = '1';
          element.style.transform = 'none';
        }
        // Returning nothing: once only.
      },
      { amount: REVEAL.amount },
    );
  }, [animated, animation, delay]);

  // One element type for the ref's sake; at run time it is the `as` element.
  const Tag = as as 'div';
  return (
    <Tag
      ref={ref}
      data-slot="reveal"
      data-animation={animated ? animation : undefined}
      className={className}
      // Hidden where it starts until it comes into view. React never changes these values
      // afterwards, so the styles the animation leaves behind stay.
      style={animated ? { opacity: 0, transform: revealFrom[animation] } : undefined}
    >
      {children}
    </Tag>
  );
}
