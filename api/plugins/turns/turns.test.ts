import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerTurns } from '.';

let app: FastifyInstance;
const sockets: net.Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await app.close();
});

/** Holds the thread as a render does. */
const holdThread = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

/** Sends a GET on a kept-alive connection; resolves with the answer's status. */
function get(socket: net.Socket, path: string, cookie?: string): Promise<number> {
  const answered = new Promise<number>((resolve) =>
    socket.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().split(' ')[1]))),
  );
  const headers = cookie ? `Cookie: ${cookie}\r\n` : '';
  socket.write(`GET ${path} HTTP/1.1\r\nHost: test\r\n${headers}\r\n`);
  return answered;
}

/**
 * A server recording the order its requests start in, and connections to it already open: the
 * server accepts one new connection per turn of its event loop, and the requests under test are
 * written together, so that they arrive together.
 */
async function appAndConnections(count: number) {
  const started: string[] = [];
  app = Fastify();
  registerTurns(app, 'session');
  app.get('/work/:name', async (request) => {
    const { name } = request.params as { name: string };
    started.push(name);
    holdThread(20);
    return { name };
  });
  app.get('/api/health', async () => {
    started.push('health');
    return { status: 'ok' };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as net.AddressInfo;
  for (let index = 0; index < count; index += 1) {
    const socket = net.connect(port, '127.0.0.1');
    sockets.push(socket);
    expect(await get(socket, '/api/health')).toBe(200);
  }
  started.length = 0;
  return { started, connections: [...sockets] };
}

describe('uncached requests take turns, visitors first', () => {
  it("starts visitors' requests before staff's, and staff's after every three visitors", async () => {
    const { started, connections } = await appAndConnections(7);
    const staff = 'theme=dark; session=abc';
    const answers = await Promise.all([
      get(connections[0]!, '/work/s1', staff),
      get(connections[1]!, '/work/s2', staff),
      ...['v1', 'v2', 'v3', 'v4', 'v5'].map((name, index) =>
        get(connections[index + 2]!, `/work/${name}`),
      ),
    ]);
    expect(answers).toEqual(Array(7).fill(200));
    expect(started.map((name) => name[0])).toEqual(['v', 'v', 'v', 's', 's', 'v', 'v']);
  });

  it('answers the health check without waiting for a turn', async () => {
    const { started, connections } = await appAndConnections(4);
    const answers = await Promise.all([
      ...['v1', 'v2', 'v3'].map((name, index) => get(connections[index]!, `/work/${name}`)),
      get(connections[3]!, '/api/health'),
    ]);
    expect(answers).toEqual([200, 200, 200, 200]);
    expect(started[0]).toBe('health');
  });
});
