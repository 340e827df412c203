/**
 * Stopping (issue 21): in-flight requests finish, and a client that stalls cannot keep a stopping
 * server alive past the deadline; a body that trickles in is cut.
 */
import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { registerSlowBodyCut } from './plugins/slow-bodies';
import { testConfig } from './test/test-app';
import { closeWithDeadline } from './shutdown';

let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close().catch(() => undefined);
  app = undefined;
});

async function listening(setup?: (app: FastifyInstance) => void): Promise<number> {
  app = Fastify();
  setup?.(app);
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    return { finished: true };
  });
  app.post('/upload', async (request) => ({ bytes: String(request.body).length }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/** A client that sends headers promising a large body, a few bytes of it, then nothing. */
function stalledUpload(port: number, url = '/upload'): Promise<{ closedAfterMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `POST ${url} HTTP/1.1\r\nHost: localhost:${port}\r\nOrigin: http://localhost:${port}\r\n` +
          'Content-Type: application/json\r\n' +
          'Content-Length: 1000000\r\n\r\n{"a":"',
      );
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ closedAfterMs: Date.now() - started }));
  });
}

describe('closeWithDeadline', () => {
  it('lets an in-flight request finish', async () => {
    const port = await listening();
    const answer = fetch(`http://127.0.0.1:${port}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = closeWithDeadline(app!, 5000);
    const response = await answer;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    expect(await closing).toBe('drained');
  });

  it('closes a stalled upload at the deadline instead of waiting on it', async () => {
    const port = await listening();
    const upload = stalledUpload(port);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    expect(await closeWithDeadline(app!, 500)).toBe('forced');
    expect(Date.now() - started).toBeLessThan(1500);
    expect((await upload).closedAfterMs).toBeLessThan(2000);
  });
});

describe('stopping the whole app', () => {
  it('does not wait on a stalled form post past the deadline', async () => {
    app = await buildApp(testConfig());
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const upload = stalledUpload(port, '/api/membership-applications');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    expect(await closeWithDeadline(app, 500)).toBe('forced');
    expect(Date.now() - started).toBeLessThan(2000);
    await upload;
  });
});

describe('registerSlowBodyCut', () => {
  it('cuts a body that stops arriving, and leaves a prompt one alone', async () => {
    const port = await listening((each) => registerSlowBodyCut(each, 1024, 300));
    const prompt = await fetch(`http://127.0.0.1:${port}/upload`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: 'x'.repeat(10_000) }),
    });
    expect(prompt.status).toBe(200);
    const { closedAfterMs } = await stalledUpload(port);
    expect(closedAfterMs).toBeGreaterThanOrEqual(250);
    expect(closedAfterMs).toBeLessThan(1500);
  });
});
