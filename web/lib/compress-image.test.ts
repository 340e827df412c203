import { describe, expect, it } from 'vitest';
import { compressImage, fitWithin, formatCompressionMessage } from './compress-image';

describe('fitWithin (spec section 5)', () => {
  it.each([
    [4000, 3000, 1200, 900], // landscape: width bounded to 1200
    [2400, 800, 1200, 400],
    [3000, 4000, 600, 800], // portrait: height bounded to 800
    [1000, 1000, 800, 800], // square counts as portrait
    [1201, 1200, 1200, 1199],
    [800, 600, 800, 600], // small: never enlarged
    [1200, 500, 1200, 500],
    [600, 800, 600, 800],
    [10000, 3, 1200, 1], // never rounds to zero
  ])('%i×%i → %i×%i', (width, height, expectedWidth, expectedHeight) => {
    expect(fitWithin(width, height)).toEqual({ width: expectedWidth, height: expectedHeight });
  });
});

describe('formatCompressionMessage', () => {
  it('gives MB with 2 decimals and a whole percentage', () => {
    expect(formatCompressionMessage(5 * 1024 * 1024, 1024 * 1024)).toBe(
      'Compressed: 5.00 MB → 1.00 MB (80% smaller)',
    );
    expect(formatCompressionMessage(3_456_789, 456_789)).toBe(
      'Compressed: 3.30 MB → 0.44 MB (87% smaller)',
    );
    expect(formatCompressionMessage(1000, 1000)).toBe('Compressed: 0.00 MB → 0.00 MB (0% smaller)');
    expect(formatCompressionMessage(0, 0)).toBe('Compressed: 0.00 MB → 0.00 MB (0% smaller)');
  });
});

describe('compressImage', () => {
  it('uses the original file when compression fails', async () => {
    // jsdom has neither a worker nor a canvas that can encode: both paths fail.
    const original = new File([new Uint8Array([1, 2, 3])], 'photo.png', { type: 'image/png' });
    expect(await compressImage(original)).toEqual({
      file: original,
      compressed: false,
      message: null,
    });
  });
});
