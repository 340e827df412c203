import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heroArtSrcSet } from '../../../contract/artwork';
import { testimonials } from '../../../contract/testimonials';
import { buildTestApp } from '../../test/test-app';

const html = `<!doctype html><html><head><title>Physics Students' Association</title><meta name="description" content="Default" /></head><body><div id="root"></div></body></html>`;
let app: FastifyInstance;
let webDist: string;

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'chapter-front-door-'));
  await fs.writeFile(path.join(webDist, 'index.html'), html);
  app = await buildTestApp({ webDist, publicUrl: 'https://physics.example.edu' });
});
afterAll(async () => {
  await app.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

const preloads = (body: string) => body.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];

describe('pages that open with a hero', () => {
  it('/ preloads the first slide’s picture for both orientations, with high priority', async () => {
    const response = await app.inject('/');
    expect(response.statusCode).toBe(200);
    // The site's own name: not 'Name · Name'.
    expect(response.body).toContain('<title>Physics Students&#39; Association</title>');
    const links = preloads(response.body);
    expect(links).toHaveLength(2);
    for (const [orientation, media] of [
      ['portrait', '(orientation: portrait)'],
      ['landscape', '(orientation: landscape)'],
    ] as const) {
      const link = links.find((tag) => tag.includes(media));
      expect(link).toBeDefined();
      expect(link).toContain('fetchpriority="high"');
      expect(link).toContain('type="image/avif"');
      expect(link).toContain('imagesizes="100vw"');
      expect(link).toContain(`imagesrcset="${heroArtSrcSet('orbits', orientation, 'avif')}"`);
    }
    // Early in <head>, before the scripts and styles a built page carries.
    expect(response.body.indexOf('rel="preload" as="image"')).toBeLessThan(
      response.body.indexOf('<meta name="description"'),
    );
    expect(response.body).toContain(
      '<meta property="og:image" content="https://physics.example.edu/art/orbits-landscape-1440.webp" />',
    );
  });

  it('/about preloads its own hero, /contact none', async () => {
    const about = await app.inject('/about');
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain("<title>About us · Physics Students' Association</title>");
    expect(preloads(about.body).join('')).toContain('/art/constellation-portrait-750.avif 750w');

    const contact = await app.inject('/contact');
    expect(contact.statusCode).toBe(200);
    expect(contact.body).toContain("<title>Contact us · Physics Students' Association</title>");
    expect(preloads(contact.body)).toHaveLength(0);
  });

  it('serves every preloaded file from the built app', async () => {
    const files = [...heroArtSrcSet('orbits', 'portrait', 'avif').matchAll(/\/art\/[\w.-]+/g)].map(
      ([file]) => path.join(import.meta.dirname, '../../../web/public', file),
    );
    for (const file of files) await expect(fs.stat(file)).resolves.toBeTruthy();
  });
});

describe('testimonial pages (/testimonials/:slug)', () => {
  it('answers 200 with the person and their quote for a known slug', async () => {
    const testimonial = testimonials[0]!;
    const response = await app.inject(`/testimonials/${testimonial.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title>${testimonial.name}: in their own words · `);
    expect(response.body).toContain('<meta property="og:type" content="article" />');
  });

  it('answers 404 with the app for an unknown slug', async () => {
    for (const url of ['/testimonials/no-such-person', '/testimonials/', '/testimonials/a/b']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<div id="root">');
    }
  });
});
