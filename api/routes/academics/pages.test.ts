import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseSchema, type Course } from '../../../contract/courses';
import { tutorialSchema, type Tutorial } from '../../../contract/tutorials';
import { staffHeaders } from '../../test/staff';
import { buildTestApp } from '../../test/test-app';

const html = `<!doctype html><html><head><title>Chapter</title><meta name="description" content="Default" /></head><body><div id="root"></div></body></html>`;
let app: FastifyInstance;
let webDist: string;
let course: Course;
let tutorial: Tutorial;

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'chapter-academics-pages-'));
  await fs.writeFile(path.join(webDist, 'index.html'), html);
  app = await buildTestApp({ webDist, publicUrl: 'https://physics.example.edu' });
  const headers = { ...(await staffHeaders(app, 'editor')), origin: 'https://physics.example.edu' };
  const created = await app.inject({
    method: 'POST',
    url: '/api/courses',
    headers,
    payload: {
      id: 'PHY 101',
      title: 'General Physics I',
      description: 'Mechanics, thermal physics and waves.',
      credits: 3,
      category: 'pure-physics',
      level: '100L',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  course = courseSchema.parse(created.json());
  const video = await app.inject({
    method: 'POST',
    url: '/api/tutorials',
    headers,
    payload: {
      type: 'video',
      title: 'Projectile motion',
      description: 'Launch angles and ranges.',
      level: '100L',
      category: 'pure-physics',
      lecturer: 'Dr. Eze',
      videoUrl: 'https://vimeo.com/76979871',
      thumbnail: '/media/i/' + 'b'.repeat(64) + '.jpg',
    },
  });
  expect(video.statusCode, video.body).toBe(201);
  tutorial = tutorialSchema.parse(video.json());
});
afterAll(async () => {
  await app.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

describe('academics pages', () => {
  it('answers the hub and its lists with 200 and their own titles', async () => {
    for (const [url, title] of [
      ['/academics', 'Academics Hub'],
      ['/academics/tutorials?category=geophysics', 'Tutorials &#38; Workshops'],
      ['/academics/learning-resources', 'Learning Resources'],
      ['/academics/past-questions?year=2025', 'Past Questions'],
    ] as const) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain(`<title>${title} · Chapter</title>`);
    }
  });

  it('answers a category page with its description, and 404 for an unknown category', async () => {
    const response = await app.inject('/academics/category/geophysics');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Geophysics | Academics · Chapter</title>');
    expect(response.body).toContain('<meta name="description" content="Seismology');
    expect((await app.inject('/academics/category/chemistry')).statusCode).toBe(404);
  });

  it('answers a course page by code or row id, and 404 for an unknown course', async () => {
    for (const url of ['/academics/course/PHY%20101', `/academics/course/${course._id}`]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>PHY 101: General Physics I · Chapter</title>');
    }
    expect((await app.inject('/academics/course/PHY%20999')).statusCode).toBe(404);
    expect((await app.inject(`/academics/course/${'x'.repeat(200)}`)).statusCode).toBe(404);
  });

  it('answers a tutorial page with its thumbnail as the preview, and 404 for an unknown one', async () => {
    const response = await app.inject(`/tutorials/${tutorial._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Projectile motion · Chapter</title>');
    expect(response.body).toContain('<meta property="og:type" content="article" />');
    expect(response.body).toContain(
      `<meta property="og:image" content="https://physics.example.edu${tutorial.thumbnail}" />`,
    );
    const missing = await app.inject('/tutorials/no-such-tutorial');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root">');
    expect((await app.inject('/tutorials')).statusCode).toBe(404);
  });
});
