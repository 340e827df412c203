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

interface Entrance {
  element: HTMLElement;
  stopped: boolean;
  stopWatching?: () => void;
}

/** Elements asked for in this task, placed together once it ends (revealQueued). */
let queued: Entrance[] = [];

/**
 * An element marked `data-reveal="fade-up"` (or another style) animates in once when 20% of it
 * scrolls into view. Only elements still below the screen when the page's script starts are
 * hidden first: what the visitor already sees (the server painted it) never blinks out, and
 * without scripts everything simply shows. Nothing moves under prefers-reduced-motion.
 * Returns a function that stops watching.
 */
export function enhanceReveal(element: HTMLElement): () => void {
  const entrance: Entrance = { element, stopped: false };
  if (queued.push(entrance) === 1) queueMicrotask(revealQueued);
  return () => {
    entrance.stopped = true;
    entrance.stopWatching?.();
  };
}

/**
 * Every element's place is read before any is hidden: read one by one, each hiding would make the
 * browser lay the page out again for the next read.
 */
function revealQueued(): void {
  const entrances = queued.filter((entrance) => !entrance.stopped);
  queued = [];
  // Asked once for the lot, not once a card.
  if (typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
  const below = entrances.filter(({ element }) => startsOffScreen(element));
  for (const entrance of below) {
    const { element } = entrance;
    element.dataset.revealState = 'waiting';
    entrance.stopWatching = inView(
      element,
      () => {
        element.dataset.revealState = 'shown';
      },
      { amount: VISIBLE_AMOUNT },
    );
  }
}

/**
 * Whether the element starts off the screen, its entrance still to be seen. In a section the
 * browser has not laid out yet (`content-visibility: auto`, the render-when-near utility), the
 * element's box would lay that section out, one section per element: on Home, 21 layouts in one
 * task of about 90 ms on the test machine (before Lighthouse slows it down 4 times). Such a section
 * is far from the screen already.
 */
function startsOffScreen(element: HTMLElement): boolean {
  // Also false for an element not shown at all: hiding it until it shows does no harm. (Asking
  // without the option to tell the two apart styles the skipped section: one pass per element.)
  const notLaidOut =
    typeof element.checkVisibility === 'function' &&
    !element.checkVisibility({ contentVisibilityAuto: true });
  return notLaidOut || element.getBoundingClientRect().top >= window.innerHeight;
}
