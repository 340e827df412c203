import { inView } from 'motion';

/** Entrance styles (spec §2, Feature card). */
export const revealAnimations = [
  'fade-up',
  'fade-down',
  'fade-left',
  'fade-right',
  'zoom-in',
] as const;
export type RevealAnimation = (typeof revealAnimations)[number];

/** Spec §9: once, when 20% is visible (the 0.6 s, 40 px and 0.8 scale are in globals.css). */
const VISIBLE_AMOUNT = 0.2;

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * An element marked `data-reveal="fade-up"` (or another style) animates in once when 20% of it
 * scrolls into view. Only elements still below the screen when the page's script starts are
 * hidden first: what the visitor already sees (the server painted it) never blinks out, and
 * without scripts everything simply shows. Nothing moves under prefers-reduced-motion.
 * Returns a function that stops watching.
 */
export function enhanceReveal(element: HTMLElement): () => void {
  if (typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return () => {};
  if (element.getBoundingClientRect().top < window.innerHeight) return () => {};
  element.dataset.revealState = 'waiting';
  return inView(
    element,
    () => {
      element.dataset.revealState = 'shown';
    },
    { amount: VISIBLE_AMOUNT },
  );
}
