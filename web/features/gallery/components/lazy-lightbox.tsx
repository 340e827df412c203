import { lazy, Suspense, useState, type ComponentProps } from 'react';

const PhotoLightbox = lazy(() => import('./photo-lightbox'));

/**
 * The lightbox, whose code (and the lightbox's) is fetched only when a photo is first opened: a
 * visitor who only looks at the grid never downloads it.
 */
export function LazyLightbox(props: ComponentProps<typeof PhotoLightbox>) {
  const [wanted, setWanted] = useState(false);
  if (props.index !== null && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <PhotoLightbox {...props} />
    </Suspense>
  );
}
