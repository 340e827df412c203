/**
 * Test helpers for the media module (imported by *.test.ts only): an app on a temporary data folder
 * with a small upload route, hand-built multipart bodies and generated images.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { MediaConfig } from '../config';
import { buildTestApp, testConfig } from '../test/test-app';
import { readMultipartForm } from './multipart';

export interface MediaTestApp {
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The real app on a fresh DATA_DIR, plus POST /test-upload reading `photo` (image) and `doc` (PDF)
 * with readMultipartForm, the way content routes will.
 */
export async function buildMediaTestApp(media: Partial<MediaConfig> = {}): Promise<MediaTestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'chapter-media-'));
  const app = await buildTestApp({ dataDir, media: { ...testConfig().media, ...media } });
  app.post('/test-upload', { config: { access: 'public' } }, async (request, reply) => {
    const form = await readMultipartForm(request, { photo: 'image', doc: 'pdf' });
    return reply.code(201).send(form);
  });
  return {
    app,
    dataDir,
    async close() {
      await app.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Headers the access guard wants for a public POST: proof that it comes from the site itself. */
export const sameOrigin = { 'sec-fetch-site': 'same-origin' } as const;

export interface FilePart {
  name: string;
  filename: string;
  type?: string;
  data: Buffer | string;
}

/**
 * A multipart/form-data body written byte by byte, so tests can send what a browser would not:
 * raw CR/LF, NUL or right-to-left marks in a filename, a wrong declared type.
 */
export function multipartBody(parts: Array<FilePart | { name: string; value: string }>) {
  const boundary = '----chapter-test-boundary-7d93';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'value' in part
        ? `content-disposition: form-data; name="${part.name}"\r\n\r\n${part.value}`
        : `content-disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
          `content-type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}`, 'utf8'));
    if (!('value' in part)) chunks.push(Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...sameOrigin },
  };
}

/** Uploads one file as `photo` (or the given field) through /test-upload. */
export function upload(app: FastifyInstance, part: Partial<FilePart> & { data: Buffer | string }) {
  const body = multipartBody([
    { name: 'photo', filename: 'photo.jpg', type: 'image/jpeg', ...part },
  ]);
  return app.inject({ method: 'POST', url: '/test-upload', ...body });
}

/** A noisy, photo-like JPEG (noise compresses like real detail does). */
export function photoJpeg(width = 640, height = 480): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#4a7bb5',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Every file under a folder, relative to it. */
export async function listFiles(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}
