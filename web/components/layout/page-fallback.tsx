/**
 * Holds the page's place while its code loads on the first visit: a full viewport, so the footer
 * starts below the fold and nothing on screen moves when the page arrives (no layout shift).
 * The spinner fades in only if loading is slow.
 */
export function PageFallback() {
  return (
    <div className="flex min-h-svh items-center justify-center" aria-busy="true">
      <span className="sr-only">Loading…</span>
      <span aria-hidden="true" className="animate-fade-in-late">
        <span className="block size-8 rounded-full border-3 border-primary-200 border-t-primary-600 motion-safe:animate-spin" />
      </span>
    </div>
  );
}
