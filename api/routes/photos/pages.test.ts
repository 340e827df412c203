import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photosRepository } from '../../../db/repositories/photos';
import { buildTestApp } from '../../test/test-app';

const html = `<!doctype html><html><head><title>Chapter</title><meta name="description" content="Default" /></head><body><div id="root"></div></body></html>`;
let app: FastifyInstance;
let webDist: string;

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'chapter-gallery-web-'));
  await fs.writeFile(path.join(webDist, 'index.html'), html);
  app = await buildTestApp({ webDist });
  await photosRepository(app.db).create({
    url: '/media/i/abc.jpg',
    name: 'Reunion',
    label: 'Homecoming',
    category: 'alumni',
  });
});
afterAll(async () => {
  await app.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

describe('the gallery pages', () => {
  it('answers /gallery with the app and its preview', async () => {
    const response = await app.inject('/gallery');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Photo Gallery · Chapter</title>');
    expect(response.body).toContain('content="Capturing moments and memories"');
    expect(response.body).toContain('<meta property="og:image" content="/media/i/abc.jpg" />');
  });

  it('names a known collection, previewed with its newest photo', async () => {
    const alumni = await app.inject('/gallery/alumni');
    expect(alumni.statusCode).toBe(200);
    expect(alumni.body).toContain('<title>Alumni | Photo Gallery · Chapter</title>');
    expect(alumni.body).toContain('og:image" content="/media/i/abc.jpg"');
    const events = await app.inject('/gallery/events');
    expect(events.statusCode).toBe(200);
    expect(events.body).toContain('School Events | Photo Gallery');
    expect(events.body).not.toContain('og:image');
  });

  it('answers an unknown collection with the app and HTTP 404', async () => {
    const response = await app.inject('/gallery/students');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
    expect((await app.inject('/gallery/alumni/extra')).statusCode).toBe(404);
  });
});
