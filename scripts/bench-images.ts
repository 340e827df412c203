/**
 * npm run bench:images — what the media pipeline costs and saves on a phone-sized photo.
 *
 * Generates a 12-megapixel photo-like image (gradients, soft shapes, texture and sensor noise, so it
 * compresses like a photograph rather than like flat colour or pure noise), uploads it as a camera
 * would send it (JPEG quality 92), runs the real ingest (re-encode, bound to 2560 px), then makes the
 * derivatives the site asks for from the stored image, as GET /media does. Prints only.
 */
import sharp from 'sharp';
import { encodeVariant, AVIF_EFFORT } from '../api/media/encode';
import { prepareImage } from '../api/media/ingest';
import type { OutputFormat } from '../api/media/variants';
import { loadConfig } from '../api/config';

const WIDTH = 4000;
const HEIGHT = 3000;

function photoLikePixels(): Buffer {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 42;
  const random = () => {
    // xorshift with a fixed seed: every run measures the same image
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 0xffffffff;
  };
  // Sky-to-ground gradients with a fine texture.
  for (let y = 0; y < HEIGHT; y++) {
    const v = y / HEIGHT;
    for (let x = 0; x < WIDTH; x++) {
      const u = x / WIDTH;
      const i = (y * WIDTH + x) * 3;
      pixels[i] = 70 + 120 * (1 - v) + 20 * Math.sin(u * 400 + v * 120) * Math.sin(v * 300);
      pixels[i + 1] = 90 + 90 * (1 - v) + 18 * Math.sin(u * 230 - v * 310);
      pixels[i + 2] = 90 + 140 * (1 - v) + 12 * Math.sin((u + v) * 570);
    }
  }
  // Soft-edged shapes, each drawn only inside its own box.
  for (let n = 0; n < 40; n++) {
    const cx = random() * WIDTH;
    const cy = random() * HEIGHT;
    const radius = 80 + random() * 500;
    const tint = [random() * 255, random() * 255, random() * 255] as const;
    for (let y = Math.max(0, Math.floor(cy - radius)); y < Math.min(HEIGHT, cy + radius); y++) {
      for (let x = Math.max(0, Math.floor(cx - radius)); x < Math.min(WIDTH, cx + radius); x++) {
        const d = Math.hypot(x - cx, y - cy) / radius;
        if (d >= 1) continue;
        const weight = (1 - d * d) * 0.7;
        const i = (y * WIDTH + x) * 3;
        tint.forEach((value, c) => {
          const current = pixels.readUInt8(i + c);
          pixels.writeUInt8(Math.round(current + (value - current) * weight), i + c);
        });
      }
    }
  }
  // Sensor noise: what makes a real photo's JPEG large.
  for (let i = 0; i < pixels.length; i++) {
    pixels.writeUInt8(
      Math.max(0, Math.min(255, Math.round(pixels.readUInt8(i) + (random() - 0.5) * 48))),
      i,
    );
  }
  return pixels;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const raw = photoLikePixels();
  const upload = await sharp(raw, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
  console.info(
    `Upload: ${WIDTH}x${HEIGHT} JPEG q92, ${kb(upload.length)} (sharp concurrency ${sharp.concurrency()})`,
  );

  const [stored, ingestMs] = await timed(() => prepareImage(upload, loadConfig({}).media));
  console.info(
    `Stored: ${stored.width}x${stored.height} JPEG q90, ${kb(stored.data.length)}, made in ${ingestMs.toFixed(0)} ms\n`,
  );

  console.info('derivative (q80)        bytes      ms   vs upload');
  for (const width of [400, 1200]) {
    for (const format of ['avif', 'webp', 'jpeg'] satisfies OutputFormat[]) {
      const [output, ms] = await timed(() =>
        encodeVariant(stored.data, { width, quality: 80, format }),
      );
      const name = `${width}w ${format}${format === 'avif' ? ` (effort ${AVIF_EFFORT})` : ''}`;
      const reduction = `-${((1 - output.length / upload.length) * 100).toFixed(1)}%`;
      console.info(
        `${name.padEnd(22)} ${String(output.length).padStart(7)} ${ms.toFixed(0).padStart(7)} ${reduction.padStart(11)}`,
      );
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
