import { describe, expect, it } from 'vitest';
import { refuseReason, sniffImageBytes } from './sniff-image';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part,
    ),
  );

describe('sniffImageBytes', () => {
  it('recognises the image types the server takes', () => {
    expect(sniffImageBytes(bytes([0xff, 0xd8, 0xff, 0xe0], '0000000000'))).toBe('jpeg');
    expect(sniffImageBytes(bytes('\x89PNG\r\n\x1a\n', '0000'))).toBe('png');
    expect(sniffImageBytes(bytes('GIF89a', '000000'))).toBe('gif');
    expect(sniffImageBytes(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
    expect(sniffImageBytes(bytes([0, 0, 0, 24], 'ftypavif', [0, 0, 0, 0], 'mif1miaf'))).toBe(
      'avif',
    );
  });

  it('refuses anything else, whatever its name says', () => {
    expect(sniffImageBytes(bytes('<!doctype html><html>'))).toBeUndefined();
    expect(sniffImageBytes(bytes([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0], 'mif1heic'))).toBe(
      undefined,
    );
  });
});

describe('refuseReason', () => {
  it('explains why a web page renamed .jpg is not a photo', async () => {
    const fake = new File(['<!doctype html><html><body>hi</body></html>'], 'holiday.jpg', {
      type: 'image/jpeg',
    });
    expect(await refuseReason(fake)).toBe(
      '“holiday.jpg” is not a photo this site can use: its contents are not a JPEG, PNG, WebP, AVIF or GIF image.',
    );
  });

  it('refuses a file that does not even claim to be an image', async () => {
    const pdf = new File(['%PDF-1.7 ...........'], 'notes.pdf', { type: 'application/pdf' });
    expect(await refuseReason(pdf)).toMatch(/^“notes.pdf” is not an image\./);
  });

  it('accepts a real image', async () => {
    const jpeg = new File([bytes([0xff, 0xd8, 0xff, 0xe0], '0123456789abcdef')], 'a.jpg', {
      type: 'image/jpeg',
    });
    expect(await refuseReason(jpeg)).toBeNull();
  });
});
