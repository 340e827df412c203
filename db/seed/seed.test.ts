import fs from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMediaTestApp, type MediaTestApp } from '../../api/media/testing';
import { categoryIds, levels, newsCategories, photoCategories } from '../../contract/constants';
import { seedIfEmpty } from '.';
import { isEmpty } from './empty';

let media: MediaTestApp;
beforeAll(async () => {
  media = await buildMediaTestApp();
});
afterAll(async () => media.close());

describe('sample content', () => {
  it('fills an empty database once, with every kind of content the spec describes', async () => {
    const { app } = media;
    expect(await isEmpty(app.db)).toBe(true);
    expect(await seedIfEmpty(app.db, app.media)).toBe(true);
    expect(await seedIfEmpty(app.db, app.media)).toBe(false);

    const news = (await app.inject('/api/news')).json() as { category: string }[];
    expect(news.length).toBeGreaterThanOrEqual(12);
    expect(new Set(news.map((item) => item.category))).toEqual(new Set(newsCategories));

    const events = (await app.inject('/api/upcoming-events?upcoming=true')).json() as {
      events: unknown[];
    };
    expect(events.events.length).toBeGreaterThanOrEqual(6);

    const calendar = (await app.inject('/api/events')).json() as { date: string }[];
    expect(calendar[0]?.date).toBe('2025-09-01T00:00:00.000Z');
    expect(calendar.some((event) => event.date === '2026-02-10T00:00:00.000Z')).toBe(true);

    const timetable = (await app.inject('/api/timetable')).json() as {
      category: string;
      level: string;
    }[];
    for (const category of categoryIds) {
      for (const level of levels) {
        expect(
          timetable.some((entry) => entry.category === category && entry.level === level),
          `${category} ${level}`,
        ).toBe(true);
      }
    }

    const photos = (await app.inject('/api/photos')).json() as { category: string; url: string }[];
    expect(new Set(photos.map((photo) => photo.category))).toEqual(new Set(photoCategories));
    expect((await app.inject(photos[0]!.url)).statusCode).toBe(200);

    const courses = (await app.inject('/api/courses')).json() as {
      category: string;
      level: string;
    }[];
    expect(courses.length).toBeGreaterThanOrEqual(12);
    const tutorials = (await app.inject('/api/tutorials')).json() as {
      type: string;
      thumbnail?: string;
    }[];
    expect(new Set(tutorials.map((tutorial) => tutorial.type))).toEqual(
      new Set(['video', 'notes']),
    );
    expect(
      tutorials
        .filter((tutorial) => tutorial.type === 'video')
        .every((tutorial) => tutorial.thumbnail),
    ).toBe(true);
    expect(((await app.inject('/api/resources')).json() as unknown[]).length).toBeGreaterThan(0);
    const qna = (await app.inject('/api/qna')).json() as { answers: unknown[] }[];
    expect(qna.some((entry) => entry.answers.length > 0)).toBe(true);
    expect(
      (await fs.readdir(`${media.dataDir}/media`, { recursive: true })).length,
    ).toBeGreaterThan(0);
  });
});

/** Seeds the shared app unless the test above already has (each test also runs alone). */
async function seeded() {
  await seedIfEmpty(media.app.db, media.app.media);
  return media.app;
}

async function list<T>(url: string): Promise<T[]> {
  const body = (await media.app.inject(url)).json() as T[] | { events: T[] };
  return Array.isArray(body) ? body : body.events;
}

interface SeededCourse {
  id: string;
  title: string;
  materials: { title: string; type: string; url: string; downloadable: boolean }[];
  pastQuestions: { title: string; year: number; url: string }[];
}

/** A download name as the site's links ask for it (web/features/academics/labels.ts). */
const asName = (text: string) => text.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '');

describe('sample content on a fresh install', () => {
  it('every past question, course PDF, notes tutorial and PDF resource is a stored PDF under /media, downloaded under a meaningful name', async () => {
    const app = await seeded();
    const pdfs: { url: string; name: string; about: string[] }[] = [];
    for (const course of await list<SeededCourse>('/api/courses')) {
      for (const paper of course.pastQuestions)
        pdfs.push({
          url: paper.url,
          name: asName(`${course.id} ${paper.year} ${paper.title}`),
          about: [course.id, course.title, `${paper.year}/${paper.year + 1}`],
        });
      for (const material of course.materials.filter((each) => each.type === 'PDF'))
        pdfs.push({
          url: material.url,
          name: asName(`${course.id} ${material.title}`),
          about: [course.id, course.title, material.title],
        });
    }
    const tutorials = await list<{ type: string; title: string; pdfUrl?: string }>(
      '/api/tutorials',
    );
    for (const tutorial of tutorials.filter((each) => each.type === 'notes'))
      pdfs.push({
        url: tutorial.pdfUrl ?? '',
        name: asName(tutorial.title),
        about: [tutorial.title],
      });
    const resources = await list<{ type: string; title: string; url: string }>('/api/resources');
    for (const resource of resources.filter((each) => each.type === 'pdf'))
      pdfs.push({ url: resource.url, name: asName(resource.title), about: [resource.title] });

    expect(pdfs.length).toBeGreaterThan(100);
    for (const { url, name, about } of pdfs) {
      expect(url, name).toMatch(/^\/media\/d\/[0-9a-f]{64}\.pdf$/);
      const response = await app.inject(`${url}?name=${encodeURIComponent(name)}`);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${name}.pdf"`);
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // The file is about what links to it: its title names the course (or tutorial) and year.
      const pdf = await PDFDocument.load(response.rawPayload, { updateMetadata: false });
      for (const words of about) expect(pdf.getTitle(), name).toContain(words);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    }
    // The download names read as what they are.
    expect(pdfs.map((pdf) => pdf.name)).toEqual(
      expect.arrayContaining(['PHY-101-2024-First-semester-examination', 'PHY-101-Lecture-notes']),
    );
  });

  it('points nowhere outside but real, named sites: no placeholder host, every file and image stored under /media', async () => {
    await seeded();
    const everything = JSON.stringify(
      await Promise.all(
        [
          '/api/news',
          '/api/upcoming-events',
          '/api/events',
          '/api/timetable',
          '/api/photos',
          '/api/courses',
          '/api/tutorials',
          '/api/resources',
          '/api/qna',
        ].map((url) => list<unknown>(url)),
      ),
    );
    const hosts = new Set([...everything.matchAll(/https?:\/\/([^/"\s]+)/g)].map((m) => m[1]));
    // Videos and reading elsewhere on purpose: the tutorials' YouTube videos and real open resources.
    expect([...hosts].sort()).toEqual([
      'earthquake.usgs.gov',
      'hyperphysics.phy-astr.gsu.edu',
      'ocw.mit.edu',
      'openstax.org',
      'phet.colorado.edu',
      'www.feynmanlectures.caltech.edu',
      'www.iris.edu',
      'www.youtube.com',
    ]);
    expect(everything).not.toMatch(/example\.(org|com|net)|placeholder|via\.placeholder|picsum/i);
  });

  it('gives every news item and event a picture of its own, stored and served', async () => {
    const app = await seeded();
    const news = await list<{ title: string; image?: string }>('/api/news');
    const events = await list<{ title: string; imageUrl?: string }>('/api/upcoming-events');
    const images = [...news.map((item) => item.image), ...events.map((event) => event.imageUrl)];
    expect(images.length).toBe(news.length + events.length);
    for (const image of images) expect(image).toMatch(/^\/media\/i\/[0-9a-f]{64}\.jpg$/);
    expect(new Set(images).size).toBe(images.length);
    const response = await app.inject(images[0] ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
  });

  it('names in the timetable only courses of the catalogue, with their catalogue titles', async () => {
    await seeded();
    const catalogue = new Map(
      (await list<SeededCourse>('/api/courses')).map((course) => [course.id, course.title]),
    );
    const classes = await list<{ course: string }>('/api/timetable');
    expect(classes.length).toBeGreaterThan(0);
    for (const { course } of classes) {
      const code = /^[A-Z]{3} \d{3}/.exec(course)?.[0] ?? '';
      expect(catalogue.has(code), course).toBe(true);
      expect(course).toBe(`${code} ${catalogue.get(code)}`);
    }
  });
});
