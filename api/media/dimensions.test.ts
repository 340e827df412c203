import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageDimensions } from './dimensions';

describe('imageDimensions', () => {
  it('reads the size of a JPEG and a PNG from their first bytes', async () => {
    const image = sharp({ create: { width: 321, height: 123, channels: 3, background: '#345' } });
    const jpeg = await image.clone().jpeg({ quality: 90 }).toBuffer();
    const png = await image.clone().png().toBuffer();
    expect(imageDimensions(jpeg.subarray(0, 1024))).toEqual({ width: 321, height: 123 });
    expect(imageDimensions(png.subarray(0, 64))).toEqual({ width: 321, height: 123 });
  });

  it('answers undefined for anything else, or too few bytes', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    expect(imageDimensions(jpeg.subarray(0, 20))).toBeUndefined();
    expect(imageDimensions(Buffer.from('%PDF-1.4\n'))).toBeUndefined();
    expect(imageDimensions(Buffer.alloc(0))).toBeUndefined();
    expect(imageDimensions(Buffer.from([0xff, 0xd8, 0x00, 0x00, 0x00]))).toBeUndefined();
  });
});
