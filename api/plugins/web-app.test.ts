import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/test-app';

const html = `<!doctype html><html><head><title>Chapter</title><meta name="description" content="Default" /></head><body><div id="root"></div></body></html>`;
let app: FastifyInstance;
let webDist: string;

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'chapter-web-'));
  await fs.writeFile(path.join(webDist, 'index.html'), html);
  await fs.mkdir(path.join(webDist, 'assets'));
  await fs.writeFile(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
  app = await buildTestApp({ webDist, publicUrl: 'https://physics.example.edu' });
  // A route naming a record: the admin route table entry stands in for an article page here.
  app.webPages!.resolve('/admin/*', async () => null);
});
afterAll(async () => {
  await app.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers the home page with the app, 200, no-cache', async () => {
    const response = await app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it('answers unknown paths with the app and 404, and unknown API paths with JSON', async () => {
    const page = await app.inject('/no/such/page');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<div id="root">');
    const api = await app.inject('/api/no-such-thing');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'Not found' });
  });

  it('serves hashed assets as immutable', async () => {
    const response = await app.inject('/assets/app-1234.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 when a resolver says the record does not exist', async () => {
    expect((await app.inject('/admin/anything')).statusCode).toBe(404);
  });
});

describe('page meta tags', () => {
  it('puts an escaped title, description and Open Graph tags into the page', async () => {
    const { renderIndexHtml } = await import('./page-meta');
    const out = renderIndexHtml(
      html,
      {
        title: 'Exams <script>',
        description: 'A "quoted" summary',
        image: '/media/i/abc.jpg',
        type: 'article',
      },
      'https://physics.example.edu',
      '/news/1',
    );
    expect(out).toContain('<title>Exams &#60;script&#62; · Chapter</title>');
    expect(out).toContain('<meta name="description" content="A &#34;quoted&#34; summary" />');
    expect(out).toContain(
      '<meta property="og:image" content="https://physics.example.edu/media/i/abc.jpg" />',
    );
    expect(out).toContain(
      '<meta property="og:url" content="https://physics.example.edu/news/1" />',
    );
    expect(out).toContain('<meta property="og:type" content="article" />');
    expect(out).not.toContain('<script>');
  });
});
