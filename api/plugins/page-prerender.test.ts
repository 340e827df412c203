import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/test-app';

/** index.html as the build writes it: the app's chunks in a JSON block for /boot.js. */
const indexHtml = `<!doctype html><html><head><title>Chapter</title>
<script type="application/json" id="app-modules">{"entry":"/assets/index-1.js","preload":["/assets/react-1.js"]}</script>
<script defer src="/boot.js"></script>
</head><body><div id="root"></div></body></html>`;

const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_card.js': { file: 'assets/card-1.js', css: ['assets/card-1.css'], imports: ['_react.js'] },
  'app/routes/route-error.tsx': { file: 'assets/route-error-1.js', imports: ['_react.js'] },
  'app/routes/home.tsx': { file: 'assets/home-1.js', imports: ['_card.js', '_react.js'] },
};

/** Stands in for the built web/entry-server.tsx: counts its renders, fails on /boom. */
const entry = `
globalThis.renders = 0;
export async function render(url, { site }) {
  globalThis.renders += 1;
  const { pathname } = new URL(url);
  if (pathname.startsWith('/admin')) return null;
  if (pathname === '/boom') throw new Error('window is not defined');
  return {
    html: '<main id="main"><h1>' + site.name + '</h1><p>' + pathname + '</p></main>',
    routeIds: ['site', 'route-error', 'home'],
    paintFirst: pathname === '/',
    queries: [{ queryKey: ['site-info'], data: { name: site.name, note: '</script><script>alert(1)</script>' } }],
  };
}`;

let app: FastifyInstance;
let dist: string;
const renders = () => (globalThis as { renders?: number }).renders ?? 0;

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'chapter-prerender-'));
  await fs.mkdir(path.join(dist, 'web', '.vite'), { recursive: true });
  await fs.mkdir(path.join(dist, 'web-ssr'));
  await fs.writeFile(path.join(dist, 'web', 'index.html'), indexHtml);
  await fs.writeFile(path.join(dist, 'web', '.vite', 'manifest.json'), JSON.stringify(manifest));
  await fs.writeFile(path.join(dist, 'web-ssr', 'entry-server.js'), entry);
  app = await buildTestApp({ webDist: path.join(dist, 'web') });
});
afterAll(async () => {
  await app.close();
  await fs.rm(dist, { recursive: true, force: true });
});

describe('public pages arrive rendered', () => {
  it('puts the page into the root element, rendered with the site from config', async () => {
    const response = await app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<div id="root"><main id="main"><h1>Physics Students\' Association</h1><p>/</p></main></div>',
    );
  });

  it("names the page's own chunks for /boot.js, after the app's, and links their styles", async () => {
    const body = (await app.inject('/about')).body;
    const modules = JSON.parse(/id="app-modules">([^<]*)</.exec(body)?.[1] ?? '{}') as {
      entry: string;
      preload: string[];
    };
    expect(modules.entry).toBe('/assets/index-1.js');
    // The entry's own imports are named once; the page adds only what it needs beyond them.
    expect(modules.preload).toEqual([
      '/assets/react-1.js',
      '/assets/route-error-1.js',
      '/assets/home-1.js',
      '/assets/card-1.js',
    ]);
    expect(body).toContain('<link rel="stylesheet" href="/assets/card-1.css" />');
  });

  it('lets a page rendered whole start its scripts on load, and others at once', async () => {
    const start = async (url: string) =>
      (
        JSON.parse(/id="app-modules">([^<]*)</.exec((await app.inject(url)).body)?.[1] ?? '{}') as {
          start?: string;
        }
      ).start;
    expect(await start('/')).toBe('load');
    expect(await start('/news')).toBeUndefined();
    expect(await start('/admin/users')).toBeUndefined();
  });

  it('hands the data to the browser in a block no string can break out of', async () => {
    const body = (await app.inject('/')).body;
    const block =
      /<script type="application\/json" id="prerendered-queries">([\s\S]*?)<\/script>/.exec(
        body,
      )?.[1];
    expect(block).toBeDefined();
    expect(block).not.toContain('<');
    expect(JSON.parse(block!)).toEqual([
      {
        queryKey: ['site-info'],
        data: { name: "Physics Students' Association", note: '</script><script>alert(1)</script>' },
      },
    ]);
  });

  it('renders a URL once a minute at most', async () => {
    await app.inject('/gallery?x=1');
    const before = renders();
    await app.inject('/gallery?x=1');
    await app.inject('/gallery?x=1');
    expect(renders()).toBe(before);
    await app.inject('/gallery?x=2');
    expect(renders()).toBe(before + 1);
  });

  it('keeps the status: an unknown path is still a 404, rendered', async () => {
    const response = await app.inject('/no/such/page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<p>/no/such/page</p>');
  });

  it('serves the admin empty, for the browser to render', async () => {
    const response = await app.inject('/admin/users');
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('prerendered-queries');
  });

  it('serves a page that fails to render empty, rather than failing', async () => {
    const response = await app.inject('/boom');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('never serves the build manifest', async () => {
    expect((await app.inject('/.vite/manifest.json')).statusCode).toBe(404);
  });
});
