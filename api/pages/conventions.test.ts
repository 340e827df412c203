import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/test-app';

/**
 * The pages' HTTP conventions (issue 17) against a stand-in for the web build: a React Router
 * server build whose document is a line of text, and a client folder with a precompressed script.
 */
const serverBuild = `
const page = () => null;
export const entry = {
  module: {
    default: (request, status, headers) => {
      headers.set('content-type', 'text/html; charset=utf-8');
      return new Response('<p>' + new URL(request.url).pathname + '</p>', { status, headers });
    },
  },
};
export const routes = {
  root: { id: 'root', path: '', module: { default: page } },
  home: { id: 'home', parentId: 'root', index: true, module: { default: page } },
  about: { id: 'about', parentId: 'root', path: 'about', module: { default: page } },
  contact: {
    id: 'contact', parentId: 'root', path: 'contact',
    module: { default: page, action: () => ({ ok: true }) },
  },
  missing: {
    id: 'missing', parentId: 'root', path: '*',
    module: { default: page, loader: () => { throw new Response('Not found', { status: 404 }); } },
  },
};
const route = (id, parentId, extra) => ({ id, parentId, module: '/x.js', hasAction: false, hasLoader: false, hasClientAction: false, hasClientLoader: false, hasClientMiddleware: false, hasErrorBoundary: false, hasDefaultExport: true, imports: [], css: [], ...extra });
export const assets = {
  entry: { module: '/x.js', imports: [], css: [] },
  routes: {
    root: route('root', undefined, { path: '' }),
    home: route('home', 'root', { index: true }),
    about: route('about', 'root', { path: 'about' }),
    contact: route('contact', 'root', { path: 'contact', hasAction: true }),
    missing: route('missing', 'root', { path: '*', hasLoader: true }),
  },
  url: '/manifest.js',
  version: '1',
};
export const future = {};
export const ssr = true;
export const isSpaMode = false;
export const prerender = [];
export const routeDiscovery = { mode: 'initial' };
export const publicPath = '/';
export const assetsBuildDirectory = 'client';
export const basename = '/';
export const allowedActionOrigins = false;
`;

const script = `console.log(${JSON.stringify('a boot script, long enough to be worth compressing '.repeat(40))});\n`;

let dir: string;
let app: FastifyInstance;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'chapter-pages-'));
  await fs.mkdir(path.join(dir, 'server'), { recursive: true });
  await fs.mkdir(path.join(dir, 'client', '.vite'), { recursive: true });
  await fs.mkdir(path.join(dir, 'client', 'assets'), { recursive: true });
  await fs.writeFile(path.join(dir, 'package.json'), '{"type":"module"}');
  await fs.writeFile(path.join(dir, 'server', 'index.js'), serverBuild);
  await fs.writeFile(
    path.join(dir, 'client', '.vite', 'manifest.json'),
    JSON.stringify({ 'web/app/entry.static.ts': { file: 'assets/static.js' } }),
  );
  for (const file of ['boot.js', 'assets/static.js']) {
    const target = path.join(dir, 'client', file);
    await fs.writeFile(target, script);
    await fs.writeFile(`${target}.br`, zlib.brotliCompressSync(script));
    await fs.writeFile(`${target}.gz`, zlib.gzipSync(script));
  }
  app = await buildTestApp({ web: { mode: 'production', dir } });
});
afterAll(async () => {
  await app.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('precompressed static files', () => {
  it.each([['br'], ['gzip'], ['identity']])(
    'carry Vary: Accept-Encoding, sent as %s',
    async (encoding) => {
      for (const url of ['/boot.js', '/assets/static.js']) {
        const response = await app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(response.statusCode).toBe(200);
        expect(response.headers.vary).toMatch(/^accept-encoding$/i);
        expect(response.headers['content-encoding']).toBe(
          encoding === 'identity' ? undefined : encoding,
        );
      }
    },
  );
});

describe('one address per page', () => {
  it('redirects a trailing slash to the page itself (301), keeping the query', async () => {
    const response = await app.inject('/about/?tab=history');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/about?tab=history');
  });

  it('never serves /index.html raw: it is the home page, by redirect', async () => {
    for (const [url, location] of [
      ['/index.html', '/'],
      ['/about/index.html', '/about'],
    ] as const) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(location);
    }
  });

  it('never redirects to another site', async () => {
    for (const url of ['/.//evil.example/', '//evil.example/', '/x/..//evil.example/']) {
      const response = await app.inject(url);
      if (response.statusCode === 301) expect(response.headers.location).toMatch(/^\/(?!\/)/);
    }
  });

  it('keeps a form post a post when it redirects (308)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/contact/',
      headers: {
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'a=1',
    });
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe('/contact');
  });
});

describe('a page asked with a method it does not answer to', () => {
  it('answers 405 with the methods the page allows', async () => {
    for (const [method, url, allow] of [
      ['PUT', '/about', 'GET, HEAD'],
      ['DELETE', '/', 'GET, HEAD'],
      ['PATCH', '/contact', 'GET, HEAD, POST'],
      ['DELETE', '/boot.js', 'GET, HEAD'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(405);
      expect(response.headers.allow).toBe(allow);
    }
  });

  it('answers a post to a page without a form 405 with Allow', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/about',
      headers: {
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'a=1',
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });

  it('answers a form over the body limit 413 and closes rather than read the rest', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/about',
      headers: {
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `message=${'a'.repeat(1_100_000)}`,
    });
    expect(response.statusCode).toBe(413);
    // Closed lingering (api/plugins/unread-bodies.ts): a client still sending gets this answer.
    expect(response.headers.connection).toBe('close');
  });

  it("takes a form sent with scripts (to the page's data URL) as a post to the page", async () => {
    const post = (url: string) =>
      app.inject({
        method: 'POST',
        url,
        headers: {
          'sec-fetch-site': 'same-origin',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: 'a=1',
      });
    const toContact = await post('/contact.data');
    expect(toContact.statusCode).not.toBe(404);
    expect(toContact.statusCode).not.toBe(405);
    const toAbout = await post('/about.data');
    expect(toAbout.statusCode).toBe(405);
    expect(toAbout.headers.allow).toBe('GET, HEAD');
  });

  it('still answers 404 where no page is', async () => {
    expect((await app.inject({ method: 'PUT', url: '/no-such-page' })).statusCode).toBe(404);
    const post = await app.inject({
      method: 'POST',
      url: '/no-such-page',
      headers: {
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'a=1',
    });
    expect(post.statusCode).toBe(404);
    expect((await app.inject('/no-such-page')).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: '/api/no-such-thing' })).statusCode).toBe(
      404,
    );
  });
});
