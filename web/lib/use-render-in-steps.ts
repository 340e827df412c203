import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` parts of a long page to render now: `first` at once, then one more at each
 * idle moment. Each part is then its own small task instead of one long one that would keep the
 * page from answering a tap (Total Blocking Time).
 */
export function useRenderInSteps(total: number, first = 1): number {
  const [count, setCount] = useState(Math.min(first, total));
  useEffect(() => {
    if (count >= total) return;
    // A transition: React renders the part in slices, so a tap is answered in between.
    const next = () => startTransition(() => setCount((current) => Math.min(total, current + 1)));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(next, { timeout: 250 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(next, 16);
    return () => window.clearTimeout(id);
  }, [count, total]);
  return count;
}
