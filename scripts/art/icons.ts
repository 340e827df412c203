/**
 * `npx tsx scripts/art/icons.ts`: the site's icons from its favicon (web/public/favicon.svg), into
 * web/public: favicon.ico (16 and 32 px), apple-touch-icon.png (180), icon-192.png, icon-512.png and
 * a maskable icon-maskable-512.png (the mark inside the safe zone on a full square). The output is
 * committed; run this again only after changing the favicon.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../../web/public');
const favicon = fs.readFileSync(path.join(publicDir, 'favicon.svg'));
const background = '#1a0f3d';

const png = (size: number, svg: Buffer = favicon) =>
  sharp(svg, { density: Math.ceil((72 * size) / 48) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();

/**
 * An .ico holding PNG images (every browser since 2010 reads them): a 6-byte header, a 16-byte
 * entry per image, then the images. Too small a format to take a dependency for.
 */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

/** The mark at 80% (the maskable safe zone) on a full square of the favicon's background. */
function maskableSvg(): Buffer {
  const inner = favicon
    .toString()
    .replace(/<svg[^>]*>/, '')
    .replace('</svg>', '')
    .replace(/<rect[^>]*\/>/, '');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="${background}"/><g transform="translate(4.8 4.8) scale(0.8)">${inner}</g></svg>`,
  );
}

const write = (name: string, data: Buffer) => {
  fs.writeFileSync(path.join(publicDir, name), data);
  console.info(`${name}: ${data.length} bytes`);
};

write(
  'favicon.ico',
  ico([
    { size: 16, data: await png(16) },
    { size: 32, data: await png(32) },
  ]),
);
write('apple-touch-icon.png', await png(180, maskableSvg()));
write('icon-192.png', await png(192));
write('icon-512.png', await png(512));
write('icon-maskable-512.png', await png(512, maskableSvg()));
