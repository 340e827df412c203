/** Where one item of a masonry sits, in px from the container's top left. */
export interface MasonryBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Places items of known aspect ratio (height / width) in `columns` equal columns `width` px wide in
 * all, `gap` px apart both ways: each item goes to the shortest column so far (the leftmost on a
 * tie), which keeps the columns even and the newest items at the top. Answers the boxes, in the
 * items' order, and the height of the whole.
 */
export function masonryLayout(
  aspects: readonly number[],
  { columns, width, gap }: { columns: number; width: number; gap: number },
): { boxes: MasonryBox[]; height: number } {
  const count = Math.max(1, Math.floor(columns));
  const columnWidth = Math.max(0, (width - gap * (count - 1)) / count);
  const bottoms = Array.from({ length: count }, () => 0);
  const boxes = aspects.map((aspect) => {
    let column = 0;
    for (let index = 1; index < count; index++) {
      if ((bottoms[index] ?? 0) < (bottoms[column] ?? 0) - 0.5) column = index;
    }
    const top = bottoms[column] ?? 0;
    const height = Math.round(columnWidth * aspect);
    bottoms[column] = top + height + gap;
    return { left: column * (columnWidth + gap), top, width: columnWidth, height };
  });
  const tallest = Math.max(...bottoms);
  return { boxes, height: aspects.length ? tallest - gap : 0 };
}

/** /gallery/{category}: 2, 3 or 4 columns from window widths 350, 750 and 900; 1 below 350. */
export function categoryColumns(viewportWidth: number): number {
  if (viewportWidth >= 900) return 4;
  if (viewportWidth >= 750) return 3;
  if (viewportWidth >= 350) return 2;
  return 1;
}

/** The spec's masonry gutter (section 9). */
export const MASONRY_GUTTER = 16;
