import type { Photo } from '@contract/photos';
import { PhotoTile } from './photo-tile';

/** The spec's alternating span pattern: items take 2 and 3 rows in turn (section 9). */
const rowSpan = (index: number) => (index % 2 === 0 ? 'row-span-2' : 'row-span-3');

const grid =
  'grid grid-flow-row-dense auto-rows-[5.25rem] grid-cols-2 gap-3 sm:auto-rows-[6rem] md:grid-cols-3 md:gap-4 lg:auto-rows-[6.5rem] lg:grid-cols-4';
const SIZES = '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';

type PhotoGridProps = {
  photos: readonly Photo[];
  onOpen: (index: number) => void;
  registerTile: (id: string) => (element: HTMLElement | null) => void;
};

/**
 * /gallery's grid: 2, 3 or 4 columns (base, md, lg) of fixed-height rows, each photo 2 or 3 rows
 * tall in turn and cropped to fit, so every box is known before its picture arrives.
 */
export function PhotoGrid({ photos, onOpen, registerTile }: PhotoGridProps) {
  return (
    <ul className={grid} aria-label="Photos">
      {photos.map((photo, index) => (
        <li key={photo._id} className={rowSpan(index)}>
          <PhotoTile
            ref={registerTile(photo._id)}
            photo={photo}
            sizes={SIZES}
            onClick={() => onOpen(index)}
          />
        </li>
      ))}
    </ul>
  );
}
