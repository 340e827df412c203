import { useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { masonryLayout } from './masonry-layout';

type MasonryProps<T> = {
  items: readonly T[];
  getKey: (item: T) => string;
  /** Height per unit of width. */
  getAspect: (item: T) => number;
  /** The number of columns for a window this wide. */
  columns: (viewportWidth: number) => number;
  gap: number;
  renderItem: (item: T, index: number) => ReactNode;
  className?: string;
  'aria-label'?: string;
};

function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}
const viewportWidth = () => window.innerWidth;

/** The element's content width, measured before paint and again whenever it changes. */
function useWidth<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * A masonry of items whose aspect ratios are known, laid out in script: the boxes are exact before
 * any picture arrives (nothing shifts), the DOM keeps the items' order (so do the tab order and
 * screen readers), and appending a page places only the new items.
 */
export function Masonry<T>({
  items,
  getKey,
  getAspect,
  columns,
  gap,
  renderItem,
  className,
  ...props
}: MasonryProps<T>) {
  const [ref, width] = useWidth<HTMLUListElement>();
  const viewport = useSyncExternalStore(subscribeToResize, viewportWidth, () => 1024);
  const layout = masonryLayout(items.map(getAspect), { columns: columns(viewport), width, gap });
  const measured = width > 0;

  return (
    <ul
      ref={ref}
      aria-label={props['aria-label']}
      className={cn('relative', !measured && 'grid grid-cols-2 gap-4', className)}
      style={measured ? { height: layout.height } : undefined}
    >
      {items.map((item, index) => {
        const box = layout.boxes[index];
        return (
          <li
            key={getKey(item)}
            className={measured ? 'absolute' : 'relative aspect-square'}
            style={
              measured && box
                ? { left: box.left, top: box.top, width: box.width, height: box.height }
                : undefined
            }
          >
            {renderItem(item, index)}
          </li>
        );
      })}
    </ul>
  );
}
