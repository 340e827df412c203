import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMediaTestApp, type MediaTestApp } from '../../api/media/testing';
import { categoryIds, levels, newsCategories, photoCategories } from '../../contract/constants';
import { isEmpty, seedIfEmpty } from '.';

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
      events: { registrationLink?: string }[];
    };
    expect(events.events.length).toBeGreaterThanOrEqual(6);
    expect(events.events.some((event) => event.registrationLink)).toBe(true);

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
