import { useEffect, useState } from 'react';

const query = '(prefers-reduced-motion: reduce)';

/**
 * Whether the visitor asks for reduced motion, following changes live. Read from matchMedia on
 * every mount (motion's own hook caches the first answer for the whole page).
 */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(
    () => typeof window !== 'undefined' && window.matchMedia(query).matches,
  );
  useEffect(() => {
    const list = window.matchMedia(query);
    const onChange = () => setReduced(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return reduced;
}
