import { afterEach, describe, expect, it } from 'vitest';
import { clockTimesOf } from '@contract/class-time';
import type { TimetableClass } from '@contract/timetable';
import { calendarFeedPath, feedLinks, timetableFeedPath } from './feed-links';
import { adminCategoryLabel, classesFor } from './timetable-rows';
import { MY_CATEGORY_LEVEL_COOKIE } from '@/lib/my-category-level';
import {
  readStoredSelection,
  resolveSelection,
  SELECTION_COOKIE,
  selectionFromParams,
  storeSelection,
} from './timetable-selection';

function lesson(id: string, overrides: Partial<TimetableClass>): TimetableClass {
  const time = overrides.time ?? '8:00 AM - 10:00 AM';
  return {
    _id: id,
    id,
    day: 'Monday',
    course: id,
    venue: 'Lab',
    lecturer: '',
    category: 'pure-physics',
    level: '100L',
    ...overrides,
    time,
    ...clockTimesOf(time),
  };
}

describe('classesFor', () => {
  const classes = [
    lesson('geo-wed', { category: 'geophysics', level: '300L', day: 'Wednesday' }),
    lesson('shared-sat', {
      category: 'all',
      level: '300L',
      day: 'Saturday',
      time: '9:00 AM - 11:00 AM',
    }),
    lesson('geo-mon-late', { category: 'geophysics', level: '300L', time: '2:00 PM - 4:00 PM' }),
    lesson('geo-mon-early', { category: 'geophysics', level: '300L', time: '08:00-10:00' }),
    lesson('pure-mon', { category: 'pure-physics', level: '300L' }),
    lesson('geo-200', { category: 'geophysics', level: '200L' }),
  ];

  it("gives a category's classes and the shared ones, by day then start time", () => {
    expect(classesFor(classes, { category: 'geophysics', level: '300L' }).map((c) => c.id)).toEqual(
      ['geo-mon-early', 'geo-mon-late', 'geo-wed', 'shared-sat'],
    );
    expect(
      classesFor(classes, { category: 'industrial-physics', level: '300L' }).map((c) => c.id),
    ).toEqual(['shared-sat']);
  });

  it("gives every class of the level for 'All Categories'", () => {
    expect(classesFor(classes, { category: 'all', level: '300L' })).toHaveLength(5);
  });

  it('labels categories for the admin list', () => {
    expect(adminCategoryLabel('industrial-physics')).toBe('industrial physics');
    expect(adminCategoryLabel('all')).toBe('All Categories');
  });
});

describe('the timetable selection', () => {
  afterEach(() => {
    document.cookie = `${SELECTION_COOKIE}=; Path=/; Max-Age=0`;
  });

  const stored = `${SELECTION_COOKIE}=geophysics.300L`;

  it('takes the link first, then the remembered choice, then the defaults', () => {
    expect(resolveSelection(new URLSearchParams('category=all&level=200L'), stored)).toEqual({
      category: 'all',
      level: '200L',
    });
    expect(resolveSelection(new URLSearchParams('category=astro&level=900L'), stored)).toEqual({
      category: 'geophysics',
      level: '300L',
    });
    expect(resolveSelection(new URLSearchParams(), '')).toEqual({
      category: 'pure-physics',
      level: '100L',
    });
    expect(resolveSelection(new URLSearchParams(), null)).toEqual({
      category: 'pure-physics',
      level: '100L',
    });
  });

  it("falls back to the student's own category and level before the defaults", () => {
    const mine = `${MY_CATEGORY_LEVEL_COOKIE}=industrial-physics.200L`;
    expect(resolveSelection(new URLSearchParams(), `other=1; ${mine}`)).toEqual({
      category: 'industrial-physics',
      level: '200L',
    });
    expect(
      resolveSelection(new URLSearchParams(), `${SELECTION_COOKIE}=astro.400L; ${mine}`),
    ).toEqual({ category: 'industrial-physics', level: '400L' });
    expect(resolveSelection(new URLSearchParams(), `${stored}; ${mine}`)).toEqual({
      category: 'geophysics',
      level: '300L',
    });
  });

  it('takes each part of the link on its own', () => {
    const fallback = { category: 'geophysics', level: '300L' } as const;
    expect(selectionFromParams(new URLSearchParams('level=400L'), fallback)).toEqual({
      category: 'geophysics',
      level: '400L',
    });
    expect(selectionFromParams(new URLSearchParams('category=all&level=1L'), fallback)).toEqual({
      category: 'all',
      level: '300L',
    });
  });

  it('remembers the choice in a cookie and ignores damaged values', () => {
    storeSelection({ category: 'industrial-physics', level: '400L' });
    expect(document.cookie).toContain(`${SELECTION_COOKIE}=industrial-physics.400L`);
    expect(readStoredSelection(document.cookie)).toEqual({
      category: 'industrial-physics',
      level: '400L',
    });
    expect(readStoredSelection(`${SELECTION_COOKIE}=astro.200L`)).toEqual({ level: '200L' });
    expect(readStoredSelection(`${SELECTION_COOKIE}=not-a-selection`)).toEqual({});
    expect(readStoredSelection(`${SELECTION_COOKIE}=%E0%A4%A`)).toEqual({});
    expect(readStoredSelection(undefined)).toEqual({});
  });
});

describe('feed links', () => {
  it('gives webcal, Google Calendar and download addresses', () => {
    const path = timetableFeedPath({ category: 'geophysics', level: '300L' });
    expect(path).toBe('/api/timetable.ics?category=geophysics&level=300L');
    expect(feedLinks(path, 'https://physics.example.edu')).toEqual({
      webcal: 'webcal://physics.example.edu/api/timetable.ics?category=geophysics&level=300L',
      google:
        'https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Fphysics.example.edu%2Fapi%2Ftimetable.ics%3Fcategory%3Dgeophysics%26level%3D300L',
      download: '/api/timetable.ics?category=geophysics&level=300L',
    });
    expect(feedLinks(calendarFeedPath, 'http://127.0.0.1:5000').webcal).toBe(
      'webcal://127.0.0.1:5000/api/calendar.ics',
    );
  });
});
