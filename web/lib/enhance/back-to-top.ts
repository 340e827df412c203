/** Spec §9: the button appears once the page has scrolled past this many pixels. */
const BACK_TO_TOP_THRESHOLD = 400;

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A 'Scroll to top' button (`data-enhance="back-to-top"`, rendered hidden) shows once the page has
 * scrolled past 400 px and takes the visitor, and the keyboard focus, back to the top. Returns a
 * function that stops it.
 */
export function enhanceBackToTop(button: HTMLElement): () => void {
  const update = () => {
    button.hidden = window.scrollY <= BACK_TO_TOP_THRESHOLD;
  };
  const onClick = () => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    // Keyboard users land at the top too, not on a button that has just disappeared.
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  update();
  window.addEventListener('scroll', update, { passive: true });
  button.addEventListener('click', onClick);
  return () => {
    window.removeEventListener('scroll', update);
    button.removeEventListener('click', onClick);
  };
}
