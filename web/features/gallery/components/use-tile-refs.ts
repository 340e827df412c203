import { useCallback, useRef } from 'react';

/** Remembers each photo's tile, so the lightbox can hand focus back to the photo it showed last. */
export function useTileRefs() {
  const tiles = useRef(new Map<string, HTMLElement>());
  const register = useCallback(
    (id: string) => (element: HTMLElement | null) => {
      if (element) tiles.current.set(id, element);
      else tiles.current.delete(id);
    },
    [],
  );
  const find = useCallback((id: string) => tiles.current.get(id), []);
  return { register, find };
}
