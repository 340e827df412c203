import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The element a hash like '#executives' points at, if it is on the page. */
function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: look the raw id up instead.
  }
  return document.getElementById(id);
}

/**
 * Scrolls to the top whenever the route changes (spec §2), or to the element a hash names, as in
 * /about#executives. Renders nothing.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();

  useEffect(() => {
    const target = hashTarget(hash);
    if (target) target.scrollIntoView({ block: 'start' });
    else window.scrollTo({ top: 0, left: 0 });
  }, [pathname, hash]);

  return null;
}
