import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { errorResponseSchema } from '../../contract/errors';
import {
  buildMediaTestApp,
  listFiles,
  multipartBody,
  photoJpeg,
  sameOrigin,
  upload,
  type MediaTestApp,
} from './testing';

let t: MediaTestApp;
let jpeg: Buffer;
beforeAll(async () => {
  t = await buildMediaTestApp({ maxImageBytes: 512 * 1024, maxPdfBytes: 64 * 1024 });
  jpeg = await photoJpeg(640, 480);
});
afterAll(async () => t.close());

const storedFile = (url: string) => path.join(t.dataDir, 'media', url.slice('/media/'.length));

async function expectError(response: { statusCode: number; json(): unknown }, status: number) {
  expect(response.statusCode).toBe(status);
  expect(errorResponseSchema.parse(response.json()).error).toBeTruthy();
}

describe('a good image upload', () => {
  it('is re-encoded and stored under a content-hash key, never its filename', async () => {
    const response = await upload(t.app, { data: jpeg, filename: 'holiday.jpg' });
    expect(response.statusCode).toBe(201);
    const photo = response.json().files.photo;
    expect(photo).toMatchObject({ kind: 'image', width: 640, height: 480 });
    expect(photo.url).toMatch(/^\/media\/i\/[0-9a-f]{64}\.jpg$/);
    expect(photo.url).toBe(`/media/${photo.key}`);
    const stored = await fs.readFile(storedFile(photo.url));
    expect(stored.length).toBe(photo.bytes);
    expect((await sharp(stored).metadata()).format).toBe('jpeg');
  });

  it('gives the same key for the same upload twice', async () => {
    const first = (await upload(t.app, { data: jpeg, filename: 'a.jpg' })).json().files.photo;
    const second = (await upload(t.app, { data: jpeg, filename: 'b.jpg' })).json().files.photo;
    expect(second.key).toBe(first.key);
  });

  it('applies EXIF orientation and bounds the longest side', async () => {
    const small = await buildMediaTestApp({ maxDimension: 300 });
    try {
      const rotated = await sharp(await photoJpeg(400, 200))
        .withMetadata({ orientation: 6 })
        .jpeg()
        .toBuffer();
      const photo = (await upload(small.app, { data: rotated })).json().files.photo;
      expect([photo.width, photo.height]).toEqual([150, 300]);
    } finally {
      await small.close();
    }
  });

  it('keeps transparency as PNG and accepts WebP, AVIF and GIF (first frame)', async () => {
    const rgba = {
      create: {
        width: 32,
        height: 32,
        channels: 4 as const,
        background: { r: 9, g: 99, b: 199, alpha: 0.5 },
      },
    };
    const png = await sharp(rgba).png().toBuffer();
    expect((await upload(t.app, { data: png })).json().files.photo.url).toMatch(/\.png$/);
    for (const data of [
      await sharp(jpeg).webp().toBuffer(),
      await sharp(jpeg).avif({ effort: 0 }).toBuffer(),
      await sharp(jpeg).gif().toBuffer(),
    ]) {
      const response = await upload(t.app, {
        data,
        filename: 'x.bin',
        type: 'application/octet-stream',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().files.photo.url).toMatch(/\.jpg$/);
    }
  });

  it('reads text fields as strings before the files', async () => {
    const body = multipartBody([
      { name: 'name', value: 'Ada' },
      { name: 'label', value: 'Lovelace' },
      { name: 'photo', filename: 'p.jpg', data: jpeg },
    ]);
    const response = await t.app.inject({ method: 'POST', url: '/test-upload', ...body });
    expect(response.statusCode).toBe(201);
    expect(response.json().fields).toEqual({ name: 'Ada', label: 'Lovelace' });
  });

  // The text is checked before the first file is stored, so none may follow it.
  it('refuses a text field after a file, and keeps nothing', async () => {
    const before = await listFiles(t.dataDir);
    const body = multipartBody([
      { name: 'name', value: 'Ada' },
      { name: 'photo', filename: 'p.jpg', data: await photoJpeg(64, 64) },
      { name: 'label', value: 'Lovelace' },
    ]);
    const response = await t.app.inject({ method: 'POST', url: '/test-upload', ...body });
    await expectError(response, 400);
    expect(response.json().fields).toEqual({ label: 'must come before the files' });
    expect(await listFiles(t.dataDir)).toEqual(before);
  });

  it('takes text after an empty file input (browsers send one in the form’s order)', async () => {
    const body = multipartBody([
      { name: 'photo', filename: '', data: '' },
      { name: 'label', value: 'Lovelace' },
    ]);
    const response = await t.app.inject({ method: 'POST', url: '/test-upload', ...body });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ fields: { label: 'Lovelace' }, files: {} });
  });

  it('treats a file input left empty as no file', async () => {
    const body = multipartBody([
      { name: 'photo', filename: '', data: '' },
      { name: 'name', value: 'x' },
    ]);
    const response = await t.app.inject({ method: 'POST', url: '/test-upload', ...body });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ fields: { name: 'x' }, files: {} });
  });
});

describe('the bad-upload catalogue', () => {
  it('refuses HTML named a.png and declared image/png (415)', async () => {
    const html = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
    await expectError(
      await upload(t.app, { data: html, filename: 'a.png', type: 'image/png' }),
      415,
    );
  });

  it('refuses an SVG carrying a script (415)', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    await expectError(
      await upload(t.app, { data: svg, filename: 'logo.svg', type: 'image/svg+xml' }),
      415,
    );
    await expectError(
      await upload(t.app, { data: svg, filename: 'logo.jpg', type: 'image/jpeg' }),
      415,
    );
  });

  it('strips a ZIP appended to a JPEG', async () => {
    const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(200, 7)]);
    const response = await upload(t.app, { data: Buffer.concat([jpeg, zip]) });
    expect(response.statusCode).toBe(201);
    const stored = await fs.readFile(storedFile(response.json().files.photo.url));
    expect(stored.includes(Buffer.from('PK\x03\x04', 'latin1'))).toBe(false);
  });

  it('strips a script hidden after the JPEG end marker', async () => {
    const response = await upload(t.app, {
      data: Buffer.concat([jpeg, Buffer.from('<script>alert(1)</script>')]),
    });
    expect(response.statusCode).toBe(201);
    const stored = await fs.readFile(storedFile(response.json().files.photo.url));
    expect(stored.includes(Buffer.from('<script>'))).toBe(false);
  });

  it('refuses a truncated JPEG (422)', async () => {
    await expectError(
      await upload(t.app, { data: jpeg.subarray(0, Math.floor(jpeg.length / 2)) }),
      422,
    );
  });

  it('refuses zero bytes (422)', async () => {
    await expectError(await upload(t.app, { data: Buffer.alloc(0), filename: 'empty.jpg' }), 422);
  });

  it('answers 413 to a streamed body past the limit, before the client has sent it all', async () => {
    // Over real HTTP (inject reads a stream payload greedily): chunked, so no Content-Length, with
    // up to 64 MB on offer against a 512 KB limit.
    const { headers } = multipartBody([]);
    const boundary = headers['content-type'].split('boundary=')[1];
    const opening = `--${boundary}\r\ncontent-disposition: form-data; name="photo"; filename="big.jpg"\r\n\r\n`;
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { status, body, sent } = await streamUntilAnswered(`${address}/test-upload`, headers, [
      Buffer.concat([Buffer.from(opening), jpeg.subarray(0, 4)]),
    ]);
    expect(status).toBe(413);
    expect(JSON.parse(body).error).toMatch(/too large/);
    expect(sent).toBeLessThan(4 * 1024 * 1024);
  });

  it('refuses at once a PNG header claiming 30000x30000 (413)', async () => {
    const header = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    // IHDR's width and height sit at bytes 16-23, its CRC at 29-32: a valid header, no pixels.
    const bomb = Buffer.from(header);
    bomb.writeUInt32BE(30000, 16);
    bomb.writeUInt32BE(30000, 20);
    bomb.writeUInt32BE(zlib.crc32(bomb.subarray(12, 29)), 29);
    const started = performance.now();
    await expectError(
      await upload(t.app, { data: bomb, filename: 'bomb.png', type: 'image/png' }),
      413,
    );
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it.each([
    ['../../../etc/passwd.jpg'],
    ['%2e%2e%2f%2e%2e%2fescape.jpg'],
    ['nul\u0000byte.jpg'],
    ['crlf\r\ninjected: header.jpg'],
    ['right-to-left\u202Egpj.exe'],
    ['..\\..\\windows.jpg'],
  ])('ignores a hostile filename %j', async (filename) => {
    const before = await listFiles(t.dataDir);
    const response = await upload(t.app, { data: jpeg, filename });
    // A raw CR/LF ends the part's header early: refusing the part is as good as ignoring the name.
    expect([201, 400]).toContain(response.statusCode);
    if (response.statusCode === 201)
      expect(response.json().files.photo.key).toMatch(/^i\/[0-9a-f]{64}\.jpg$/);
    const added = (await listFiles(t.dataDir)).filter((file) => !before.includes(file));
    for (const file of added) expect(file).toMatch(/^media\/i\/[0-9a-f]{64}\.jpg$/);
    await expect(fs.access(path.join(t.dataDir, '..', 'escape.jpg'))).rejects.toThrow();
  });

  it('removes GPS, EXIF, XMP and ICC from the stored file', async () => {
    const tagged = await sharp(jpeg)
      .withExif({
        IFD0: { Make: 'SpyCam', Copyright: 'secret' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
      )
      .withIccProfile('p3')
      .jpeg()
      .toBuffer();
    const input = await sharp(tagged).metadata();
    expect(input.exif).toBeDefined();
    expect(input.xmp).toBeDefined();
    expect(input.icc).toBeDefined();
    const stored = await fs.readFile(
      storedFile((await upload(t.app, { data: tagged })).json().files.photo.url),
    );
    const output = await sharp(stored).metadata();
    expect([output.exif, output.xmp, output.icc]).toEqual([undefined, undefined, undefined]);
    for (const marker of ['Exif', 'SpyCam', 'secret', 'xmpmeta'])
      expect(stored.includes(Buffer.from(marker))).toBe(false);
  });
});

describe('PDFs and form rules', () => {
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );

  it('stores a PDF as sent, keyed by its hash', async () => {
    const response = await upload(t.app, {
      name: 'doc',
      data: pdf,
      filename: 'notes.pdf',
      type: 'application/pdf',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().files.doc.url).toMatch(/^\/media\/d\/[0-9a-f]{64}\.pdf$/);
    expect(await fs.readFile(storedFile(response.json().files.doc.url))).toEqual(pdf);
  });

  it('refuses a non-PDF sent as a PDF, and a PDF sent as an image (415)', async () => {
    const small = await photoJpeg(40, 30);
    await expectError(
      await upload(t.app, { name: 'doc', data: small, filename: 'x.pdf', type: 'application/pdf' }),
      415,
    );
    await expectError(await upload(t.app, { name: 'photo', data: pdf, filename: 'x.jpg' }), 415);
  });

  it('refuses a PDF over its own limit (413)', async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(65 * 1024, 0x20)]);
    await expectError(await upload(t.app, { name: 'doc', data: big, filename: 'big.pdf' }), 413);
  });

  it('refuses an unknown file field (400) and a request that is not multipart (415)', async () => {
    await expectError(await upload(t.app, { name: 'avatar', data: jpeg }), 400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/test-upload',
      headers: sameOrigin,
      payload: { a: 1 },
    });
    await expectError(json, 415);
  });

  it('releases what it stored when a later part fails', async () => {
    const fresh = await photoJpeg(300, 200);
    const body = multipartBody([
      { name: 'photo', filename: 'ok.jpg', data: fresh },
      { name: 'doc', filename: 'bad.pdf', data: '<html>not a pdf</html>' },
    ]);
    const before = await listFiles(path.join(t.dataDir, 'media'));
    await expectError(await t.app.inject({ method: 'POST', url: '/test-upload', ...body }), 415);
    expect(await listFiles(path.join(t.dataDir, 'media'))).toEqual(before);
  });
});

/**
 * POSTs a chunked body that never ends: the opening chunks, then 64 KB chunks (at most 64 MB) until
 * the server answers. Resolves with the answer and how many bytes had been sent by then.
 */
function streamUntilAnswered(url: string, headers: Record<string, string>, opening: Buffer[]) {
  return new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request(url, {
      method: 'POST',
      headers: { ...headers, 'transfer-encoding': 'chunked' },
    });
    request.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString(), sent });
        request.destroy();
      });
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    for (const chunk of opening) request.write(chunk);
    const chunk = Buffer.alloc(64 * 1024, 0xab);
    const pump = () => {
      if (answered || sent >= 64 * 1024 * 1024) return;
      sent += chunk.length;
      request.write(chunk, () => setImmediate(pump));
    };
    pump();
  });
}
