import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';
import { usePrefersReducedMotion } from '@/lib/use-reduced-motion';

/** Spec §9: the button appears once the page has scrolled past this many pixels. */
export const BACK_TO_TOP_THRESHOLD = 400;

/** A 'Scroll to top' button that appears after scrolling past 400 px. */
export function BackToTop() {
  const [visible, setVisible] = useState(false);
  const reduce = usePrefersReducedMotion();

  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        // Keyboard users land at the top too, not on a button that has just disappeared.
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
      className={cn(
        'fixed right-4 bottom-4 z-30 inline-flex size-12 cursor-pointer items-center justify-center rounded-full bg-primary text-primary-foreground shadow-card-hover transition-colors hover:bg-primary-hover sm:right-6 sm:bottom-6',
        'motion-safe:animate-fade-up',
      )}
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
}
