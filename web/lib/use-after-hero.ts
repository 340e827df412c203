import { startTransition, useCallback, useEffect, useState } from 'react';

/** However slow the hero's image, the rest of the page comes after this long at the latest. */
const LATEST_MS = 2500;

/**
 * For pages that open with a hero: whether to render what lies below it yet. It turns true once
 * the hero's first image has loaded and been painted (call `heroLoaded` from the image's load
 * event), so the lower sections' code and rendering never hold up the page's largest element,
 * or after LATEST_MS at the latest.
 */
export function useAfterHero(): { ready: boolean; heroLoaded: () => void } {
  const [ready, setReady] = useState(false);
  // A transition: React renders the sections in slices, so a tap is answered in between.
  const show = useCallback(() => startTransition(() => setReady(true)), []);
  useEffect(() => {
    const timer = window.setTimeout(show, LATEST_MS);
    return () => window.clearTimeout(timer);
  }, [show]);
  const heroLoaded = useCallback(() => {
    // The frame after the image's paint, then a task of its own.
    requestAnimationFrame(() => window.setTimeout(show, 0));
  }, [show]);
  return { ready, heroLoaded };
}
