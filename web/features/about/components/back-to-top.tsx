import { ArrowUp } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { enhanceBackToTop } from '@/lib/enhance/back-to-top';

/**
 * A 'Scroll to top' button that appears after scrolling past 400 px: web/lib/enhance/back-to-top.ts,
 * the same code the page uses when React does not hydrate it. Without scripts it stays hidden.
 */
export function BackToTop() {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => (ref.current ? enhanceBackToTop(ref.current) : undefined), []);

  return (
    <button
      ref={ref}
      type="button"
      hidden
      data-enhance="back-to-top"
      aria-label="Scroll to top"
      className="fixed right-4 bottom-4 z-30 inline-flex size-12 cursor-pointer items-center justify-center rounded-full bg-primary text-primary-foreground shadow-card-hover transition-colors hover:bg-primary-hover motion-safe:animate-fade-up sm:right-6 sm:bottom-6"
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
}
