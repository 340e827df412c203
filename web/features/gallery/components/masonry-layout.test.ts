import { describe, expect, it } from 'vitest';
import { categoryColumns, masonryLayout } from './masonry-layout';

describe('masonryLayout', () => {
  it('puts each item in the shortest column, with the gutter between items and columns', () => {
    // Two columns of (416 - 16) / 2 = 200 px.
    const { boxes, height } = masonryLayout([1, 0.5, 0.5, 1], { columns: 2, width: 416, gap: 16 });
    expect(boxes).toEqual([
      { left: 0, top: 0, width: 200, height: 200 },
      { left: 216, top: 0, width: 200, height: 100 },
      { left: 216, top: 116, width: 200, height: 100 },
      // Column 1 ends at 216 and column 2 at 232: the first is shorter.
      { left: 0, top: 216, width: 200, height: 200 },
    ]);
    expect(height).toBe(416);
  });

  it('prefers the leftmost column on a tie and handles an empty list', () => {
    const { boxes } = masonryLayout([1, 1, 1], { columns: 3, width: 332, gap: 16 });
    expect(boxes.map((box) => box.left)).toEqual([0, 116, 232]);
    expect(masonryLayout([], { columns: 4, width: 800, gap: 16 })).toEqual({
      boxes: [],
      height: 0,
    });
  });
});

describe('categoryColumns', () => {
  it('gives 1, 2, 3 and 4 columns from window widths 350, 750 and 900', () => {
    expect([320, 349, 350, 749, 750, 899, 900, 1280].map(categoryColumns)).toEqual([
      1, 1, 2, 2, 3, 3, 4, 4,
    ]);
  });
});
