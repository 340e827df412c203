/**
 * An image's width and height from the first bytes of a stored JPEG or PNG, without decoding it:
 * stored images are re-encoded by ingest.ts, so their size sits in the first few hundred bytes
 * (PNG's IHDR; JPEG's frame header, after the quantisation tables). Undefined when not found in
 * `head`.
 */
export function imageDimensions(head: Buffer): { width: number; height: number } | undefined {
  if (head.length >= 24 && head.toString('latin1', 1, 4) === 'PNG') {
    return positive(head.readUInt32BE(16), head.readUInt32BE(20));
  }
  if (head.length < 4 || head[0] !== 0xff || head[1] !== 0xd8) return undefined;
  let offset = 2;
  while (offset + 4 <= head.length) {
    if (head[offset] !== 0xff) return undefined;
    const marker = head[offset + 1] ?? 0;
    // Fill bytes before a marker, and markers without a length (restart markers, TEM).
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    // A start-of-frame marker (SOF0-SOF15, but not DHT, JPG or DAC) holds the size.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      if (offset + 9 > head.length) return undefined;
      return positive(head.readUInt16BE(offset + 7), head.readUInt16BE(offset + 5));
    }
    // Start of scan or end of image before any frame header: not a usable file.
    if (marker === 0xda || marker === 0xd9) return undefined;
    offset += 2 + head.readUInt16BE(offset + 2);
  }
  return undefined;
}

const positive = (width: number, height: number) =>
  width > 0 && height > 0 ? { width, height } : undefined;
