import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffHeaders } from '../test/staff';
import { buildMediaTestApp, listFiles, type MediaTestApp } from './testing';

/**
 * Every route that takes multipart (issue 17): a broken body is the client's fault (400), never a
 * 500; a streamed body past the limit is refused (413) as soon as it passes it, with nothing kept.
 */
let t: MediaTestApp;
let auth: Awaited<ReturnType<typeof staffHeaders>>;
/** Each upload route, with the text fields a create needs (sent first, so its file is read). */
const uploadRoutes: Array<{
  method: 'POST' | 'PUT';
  url: string;
  file: string;
  type: string;
  text?: Record<string, string>;
}> = [];

const limit = 256 * 1024;
beforeAll(async () => {
  t = await buildMediaTestApp({ maxImageBytes: limit, maxPdfBytes: limit });
  auth = await staffHeaders(t.app);
  const created = async (url: string, payload: object) => {
    const response = await t.app.inject({ method: 'POST', url, headers: auth, payload });
    expect(response.statusCode).toBe(201);
    return (response.json() as { _id: string })._id;
  };
  const newsText = {
    name: 'Dr. Eze',
    title: 'Results are out',
    summary: 'See the board.',
    date: '2026-11-18',
    category: 'academic',
  };
  const eventText = {
    title: 'Workshop',
    date: '2026-12-01',
    time: '10:00 AM',
    location: 'Theatre',
    description: 'Qubits.',
    organizer: 'PSA',
  };
  const tutorialText = {
    type: 'video',
    title: 'Waves',
    description: 'Waves explained',
    level: '200L',
    category: 'geophysics',
    lecturer: 'Dr. Oyelaran',
    videoUrl: 'https://example.org/waves.mp4',
  };
  const news = await created('/api/academic-news', newsText);
  const event = await created('/api/upcoming-events', eventText);
  const tutorial = await created('/api/tutorials', tutorialText);
  const image = 'image/jpeg';
  uploadRoutes.push(
    { method: 'POST', url: '/api/uploads/pdf', file: 'file', type: 'application/pdf' },
    {
      method: 'POST',
      url: '/api/photos',
      file: 'photo',
      type: image,
      text: { label: 'Team', category: 'events' },
    },
    { method: 'POST', url: '/api/academic-news', file: 'image', type: image, text: newsText },
    { method: 'PUT', url: `/api/academic-news/${news}`, file: 'image', type: image },
    { method: 'POST', url: '/api/upcoming-events', file: 'image', type: image, text: eventText },
    { method: 'PUT', url: `/api/upcoming-events/${event}`, file: 'image', type: image },
    {
      method: 'POST',
      url: '/api/tutorials',
      file: 'thumbnail',
      type: image,
      text: tutorialText,
    },
    { method: 'PUT', url: `/api/tutorials/${tutorial}`, file: 'thumbnail', type: image },
  );
});
afterAll(async () => t.close());

const b = 'malformed-7d93';
const fieldPart = (name: string, value: string) =>
  `--${b}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}`;
const textParts = (text: Record<string, string> = {}) =>
  Object.entries(text)
    .map(([name, value]) => `${fieldPart(name, value)}\r\n`)
    .join('');
const filePart = (name: string, type: string) =>
  `--${b}\r\ncontent-disposition: form-data; name="${name}"; filename="a"\r\ncontent-type: ${type}\r\n\r\n`;

/** [what, content-type, body]: what security:check may send to every upload route. */
const malformed = (file: string, type: string): Array<[string, string, string]> => [
  ['no boundary', 'multipart/form-data', `${fieldPart('title', 'x')}\r\n--${b}--\r\n`],
  ['an empty boundary', 'multipart/form-data; boundary=', 'junk'],
  ['a junk body', `multipart/form-data; boundary=${b}`, 'this is not multipart at all'],
  ['another boundary', `multipart/form-data; boundary=${b}`, '--other\r\n\r\nx\r\n--other--\r\n'],
  ['a text part cut short', `multipart/form-data; boundary=${b}`, fieldPart('title', 'hal')],
  ['a part header cut short', `multipart/form-data; boundary=${b}`, `--${b}\r\ncontent-disp`],
  ['a file part cut short', `multipart/form-data; boundary=${b}`, `${filePart(file, type)}%PDF`],
  [
    'a __proto__ field',
    `multipart/form-data; boundary=${b}`,
    `${fieldPart('__proto__', 'x')}\r\n--${b}--\r\n`,
  ],
];

describe('a malformed multipart body', () => {
  it('is answered 400 on every upload route, never 5xx, and stores nothing', async () => {
    const before = await listFiles(t.dataDir);
    const answers: string[] = [];
    for (const route of uploadRoutes) {
      for (const [what, contentType, payload] of malformed(route.file, route.type)) {
        const response = await t.app.inject({
          method: route.method,
          url: route.url,
          headers: { ...auth, 'content-type': contentType },
          payload,
        });
        answers.push(
          `${route.method} ${route.url.split('/', 3).join('/')} ${what}: ${response.statusCode}`,
        );
        expect(response.statusCode, `${route.method} ${route.url} with ${what}`).toBe(400);
        expect(response.json().error).toEqual(expect.any(String));
      }
    }
    expect(answers).toHaveLength(uploadRoutes.length * 8);
    expect(await listFiles(t.dataDir)).toEqual(before);
  });

  it('a 5xx body carries the request id its log lines carry', async () => {
    const app = (await buildMediaTestApp()).app;
    app.get('/api/test-failure', { config: { access: 'public' } }, async () => {
      throw new Error('SELECT secret');
    });
    const response = await app.inject({
      url: '/api/test-failure',
      headers: { 'x-request-id': 'req-17' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal server error', requestId: 'req-17' });
    const own = await app.inject('/api/test-failure');
    expect(own.json().requestId).toBe(own.headers['x-request-id']);
    await app.close();
  });
});

/**
 * How far past the limit the client may have written when the answer arrives: the server stops at
 * the limit, but on loopback the system's socket buffers take megabytes the client counts as sent
 * while a busy server has not read them yet. The upload goes on to 64 MB when nobody answers.
 */
const inFlight = 8 * 1024 * 1024;

describe('a streamed upload past the limit, without Content-Length', () => {
  it('is answered 413 on every upload route as soon as it passes the limit, and nothing is stored', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const headers = {
      ...auth,
      origin: address,
      'content-type': `multipart/form-data; boundary=${b}`,
    };
    const before = await listFiles(path.join(t.dataDir, 'media'));
    for (const route of uploadRoutes) {
      const answer = await streamUntilAnswered(
        route.method,
        `${address}${route.url}`,
        headers,
        textParts(route.text) + filePart(route.file, route.type),
      );
      expect(answer.status, `${route.method} ${route.url}`).toBe(413);
      expect(answer.connection).toBe('close');
      expect(answer.sent).toBeLessThan(limit + inFlight);
    }
    // A text field without end: the parser would skip past its size limit and read on for ever.
    const field = await streamUntilAnswered(
      'POST',
      `${address}/api/uploads/pdf`,
      headers,
      fieldPart('title', ''),
    );
    expect(field.status).toBe(413);
    expect(field.sent).toBeLessThan(limit + inFlight);
    // So would an empty file input (a file part without a filename).
    const empty = await streamUntilAnswered(
      'POST',
      `${address}/api/photos`,
      headers,
      filePart('photo', 'image/jpeg').replace('filename="a"', 'filename=""'),
    );
    expect(empty.status).toBe(413);
    expect(await listFiles(path.join(t.dataDir, 'media'))).toEqual(before);
  });

  it('is answered 413 at once when its Content-Length is already past the limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/pdf',
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${b}` },
      payload: `${filePart('file', 'application/pdf')}${'x'.repeat(2 * 1024 * 1024)}\r\n--${b}--\r\n`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers.connection).toBe('close');
  });
});

/**
 * Sends the opening, then 64 KB chunks (chunked: no Content-Length) until the server answers, at
 * most 64 MB. Resolves with the answer's status, its Connection header and how many bytes had been
 * sent by then. A raw socket, not http.request: once the server has answered and closed, a write
 * fails (EPIPE), and Node's client would report that instead of the answer it already received.
 */
function streamUntilAnswered(
  method: string,
  url: string,
  headers: Record<string, string>,
  opening: string,
) {
  const { hostname, port, pathname } = new URL(url);
  return new Promise<{ status: number; connection?: string; sent: number }>((resolve, reject) => {
    let sent = 0;
    let received = '';
    let answered = false;
    const socket = net.connect(Number(port), hostname);
    const chunked = (data: Buffer | string) =>
      socket.write(
        Buffer.concat([
          Buffer.from(`${Buffer.byteLength(data).toString(16)}\r\n`),
          Buffer.from(data),
          Buffer.from('\r\n'),
        ]),
      );
    socket.on('data', (data: Buffer) => {
      received += data.toString('latin1');
      const head = received.indexOf('\r\n\r\n');
      if (answered || head < 0) return;
      answered = true;
      const lines = received.slice(0, head).split('\r\n');
      const connection = lines
        .find((line) => /^connection:/i.test(line))
        ?.split(':')[1]
        ?.trim();
      resolve({ status: Number(lines[0]?.split(' ')[1]), connection, sent });
      socket.destroy();
    });
    socket.on('error', (error) => {
      if (!answered && !/EPIPE|ECONNRESET/.test(String(error))) reject(error);
    });
    socket.on('close', () => {
      if (!answered) reject(new Error(`closed without an answer after ${sent} bytes`));
    });
    const head = Object.entries({
      ...headers,
      host: `${hostname}:${port}`,
      'transfer-encoding': 'chunked',
    })
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n');
    socket.write(`${method} ${pathname} HTTP/1.1\r\n${head}\r\n\r\n`);
    chunked(opening);
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const pump = () => {
      if (answered || socket.destroyed || sent >= 64 * 1024 * 1024) return;
      sent += chunk.length;
      if (chunked(chunk)) setImmediate(pump);
      else socket.once('drain', pump);
    };
    pump();
  });
}
