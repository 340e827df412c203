import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryIds, levels } from '../../../contract/constants';
import { courseSchema, type Course, type CourseCreate } from '../../../contract/courses';
import { errorResponseSchema } from '../../../contract/errors';
import { courseFiles, sampleCourses, seedCourses } from '../../../db/seed/courses';
import { storeSampleFiles, type FileUrls } from '../../../db/seed/sample-files';
import { staffHeaders } from '../../test/staff';
import { buildTestApp } from '../../test/test-app';

let app: FastifyInstance;
let auth: Awaited<ReturnType<typeof staffHeaders>>;
let files: FileUrls;
beforeAll(async () => {
  app = await buildTestApp();
  auth = await staffHeaders(app);
  files = await storeSampleFiles(app.media, courseFiles());
  await seedCourses(app.db, files);
});
afterAll(async () => app.close());

const valid = (overrides: Partial<CourseCreate> = {}): CourseCreate => ({
  id: 'PHY 111',
  title: 'Experimental Physics I',
  description: 'Measurement, errors and graphs in the first-year laboratory.',
  credits: 2,
  category: 'pure-physics',
  level: '100L',
  ...overrides,
});

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

/** A 400 whose message and `fields` both name the field. */
function expectFieldError(response: { statusCode: number; json(): unknown }, field: string) {
  expect(response.statusCode).toBe(400);
  const body = errorResponseSchema.parse(response.json());
  expect(body.error.startsWith(`${field}:`), body.error).toBe(true);
  expect(body.fields).toHaveProperty([field]);
}

describe('GET /api/courses', () => {
  it('lists the courses, by category (as the site orders them), level and code', async () => {
    const response = await app.inject('/api/courses');
    expect(response.statusCode).toBe(200);
    const courses = courseSchema.array().parse(response.json());
    expect(courses.length).toBeGreaterThanOrEqual(sampleCourses(files).length);
    const key = (course: Course) =>
      `${categoryIds.indexOf(course.category)}|${levels.indexOf(course.level)}|${course.id}`;
    const keys = courses.map(key);
    expect(keys).toEqual([...keys].sort());
    expect(courses[0]).toMatchObject({ id: 'PHY 101', category: 'pure-physics', level: '100L' });
  });

  it('has sample courses for every category and level', async () => {
    const courses = courseSchema.array().parse((await app.inject('/api/courses')).json());
    for (const category of categoryIds) {
      for (const level of levels) {
        expect(
          courses.some((course) => course.category === category && course.level === level),
          `${category} ${level}`,
        ).toBe(true);
      }
    }
  });

  it.each([
    ['category=geophysics', (course: Course) => course.category === 'geophysics'],
    ['level=300L', (course: Course) => course.level === '300L'],
    ['category=&level=300L', (course: Course) => course.level === '300L'],
    [
      'category=industrial-physics&level=400L',
      (course: Course) => course.category === 'industrial-physics' && course.level === '400L',
    ],
  ])('filters by %s', async (query, matches) => {
    const courses = courseSchema.array().parse((await app.inject(`/api/courses?${query}`)).json());
    expect(courses.length).toBeGreaterThan(0);
    expect(courses.every(matches)).toBe(true);
  });

  it.each([
    ['category=astrophysics', 'category'],
    ['level=500L', 'level'],
  ])('refuses %s', async (query, field) => {
    const response = await app.inject(`/api/courses?${query}`);
    expect(response.statusCode).toBe(400);
    expect(errorResponseSchema.parse(response.json()).error).toContain(field);
  });
});

describe('GET /api/courses/:id', () => {
  it.each(['PHY%20101', 'phy%20101', 'PHY101', 'Phy101'])(
    'finds a course by its code (%s)',
    async (code) => {
      const response = await app.inject(`/api/courses/${code}`);
      expect(response.statusCode).toBe(200);
      expect(courseSchema.parse(response.json()).id).toBe('PHY 101');
    },
  );

  it('finds a course by its _id', async () => {
    const course = courseSchema.parse((await app.inject('/api/courses/PHY%20101')).json());
    const response = await app.inject(`/api/courses/${course._id}`);
    expect(courseSchema.parse(response.json())).toEqual(course);
    expect(course.outline.length).toBeGreaterThanOrEqual(5);
    expect(course.materials.map((material) => material.type)).toEqual(
      expect.arrayContaining(['PDF', 'VIDEO']),
    );
    expect(course.pastQuestions.length).toBeGreaterThanOrEqual(2);
  });

  it.each(['PHY%20999', '0123456789abcdef01234567', 'no-such-thing'])(
    'answers 404 for %s',
    async (id) => {
      const response = await app.inject(`/api/courses/${id}`);
      expect(response.statusCode).toBe(404);
      expect(errorResponseSchema.parse(response.json())).toEqual({ error: 'Course not found' });
    },
  );

  it.each(['%00', '%ED%A0%80'])('answers 400, not 500, for the id %s', async (id) => {
    expect((await app.inject(`/api/courses/${id}`)).statusCode).toBe(400);
  });
});

describe('POST /api/courses', () => {
  it('creates a course, with the code in one spelling and defaults for the lists', async () => {
    const response = await send('POST', '/api/courses', valid({ id: 'phy111' }));
    expect(response.statusCode).toBe(201);
    const course = courseSchema.parse(response.json());
    expect(course).toMatchObject({
      id: 'PHY 111',
      credits: 2,
      outline: [],
      materials: [],
      pastQuestions: [],
    });
    expect(course._id).toMatch(/^[0-9a-f]{24}$/);
    expect(courseSchema.parse((await app.inject('/api/courses/PHY111')).json())).toEqual(course);
  });

  it('keeps outline, materials and past questions', async () => {
    const [sample] = sampleCourses(files);
    const response = await send('POST', '/api/courses', { ...sample, id: 'PHY 191' });
    expect(response.statusCode).toBe(201);
    const course = courseSchema.parse(response.json());
    expect(course).toMatchObject({
      outline: sample?.outline,
      materials: sample?.materials,
      pastQuestions: sample?.pastQuestions,
    });
  });

  it.each(['PHY 101', 'phy 101', 'PHY101'])('answers 409 for a taken code (%s)', async (id) => {
    const response = await send('POST', '/api/courses', valid({ id }));
    expect(response.statusCode).toBe(409);
    expect(errorResponseSchema.parse(response.json())).toEqual({
      error: 'A course with code PHY 101 already exists',
    });
  });

  const material = { id: 'm1', title: 'Notes', type: 'PDF', url: 'https://example.org/notes.pdf' };
  const paper = { id: 'p1', title: '2024 exam', year: 2024, type: 'Exam', url: '/media/d/abc.pdf' };
  it.each([
    ['id', { id: undefined }],
    ['id', { id: 'Physics 1' }],
    ['id', { id: 'PHY 1011' }],
    ['title', { title: '' }],
    ['title', { title: '   ' }],
    ['title', { title: 'x'.repeat(201) }],
    ['title', { title: 'Mechanics\u0000' }],
    ['description', { description: 'x'.repeat(5001) }],
    ['description', { description: 'bad \ud800 surrogate' }],
    ['credits', { credits: 0 }],
    ['credits', { credits: 13 }],
    ['credits', { credits: 2.5 }],
    ['credits', { credits: 'three' }],
    ['category', { category: 'astrophysics' }],
    ['category', { category: 'Pure-Physics' }],
    ['level', { level: '500L' }],
    ['level', { level: '100l' }],
    ['outline', { outline: 'Kinematics' }],
    ['outline.0', { outline: [''] }],
    ['outline', { outline: Array.from({ length: 51 }, () => 'topic') }],
    ['materials.0.type', { materials: [{ ...material, type: 'DOC' }] }],
    ['materials.0.url', { materials: [{ ...material, url: 'javascript:alert(1)' }] }],
    ['materials.0.url', { materials: [{ ...material, url: 'ftp://example.org/notes.pdf' }] }],
    ['materials.0.url', { materials: [{ ...material, url: 'https://example.org/a\u0000b' }] }],
    ['materials.0.title', { materials: [{ ...material, title: undefined }] }],
    ['materials.0.extra', { materials: [{ ...material, extra: true }] }],
    ['pastQuestions.0.year', { pastQuestions: [{ ...paper, year: 1900 }] }],
    ['pastQuestions.0.year', { pastQuestions: [{ ...paper, year: 'last year' }] }],
    ['pastQuestions.0.url', { pastQuestions: [{ ...paper, url: '/etc/passwd' }] }],
    ['semester', { semester: 'first' }],
    ['_id', { _id: 'abc' }],
  ])('answers 400 naming %s', async (field, change) => {
    expectFieldError(
      await send('POST', '/api/courses', { ...valid({ id: 'PHY 121' }), ...change }),
      field,
    );
  });

  it('answers 400 for a body that is not an object', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/courses',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '["PHY 101"]',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('PUT /api/courses/:id', () => {
  it('changes only the fields sent, found by code or by _id', async () => {
    const before = courseSchema.parse(
      (await send('POST', '/api/courses', valid({ id: 'PHY 131', outline: ['Errors'] }))).json(),
    );
    const byCode = await send('PUT', '/api/courses/phy%20131', { credits: 4 });
    expect(byCode.statusCode).toBe(200);
    expect(courseSchema.parse(byCode.json())).toEqual({ ...before, credits: 4 });
    const byId = courseSchema.parse(
      (await send('PUT', `/api/courses/${before._id}`, { title: 'Laboratory Physics' })).json(),
    );
    expect(byId).toEqual({ ...before, credits: 4, title: 'Laboratory Physics' });
  });

  it('renames the code, and refuses a taken one with 409', async () => {
    const course = courseSchema.parse(
      (await send('POST', '/api/courses', valid({ id: 'PHY 141' }))).json(),
    );
    const renamed = courseSchema.parse(
      (await send('PUT', `/api/courses/${course._id}`, { id: 'phy 142' })).json(),
    );
    expect(renamed.id).toBe('PHY 142');
    const taken = await send('PUT', '/api/courses/PHY%20142', { id: 'PHY 101' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: 'A course with code PHY 101 already exists' });
    expect(
      (await send('PUT', '/api/courses/PHY%20142', { id: 'PHY 142', credits: 3 })).statusCode,
    ).toBe(200);
  });

  it.each([
    ['credits', { credits: 0 }],
    ['title', { title: '' }],
    ['level', { level: '600L' }],
    ['code', { code: 'PHY 101' }],
    [
      'materials.0.url',
      { materials: [{ id: 'm', title: 'x', type: 'PDF', url: 'data:text/html,hi' }] },
    ],
  ])('answers 400 naming %s', async (field, change) => {
    expectFieldError(await send('PUT', '/api/courses/PHY%20101', change), field);
  });

  it('answers 404 for an unknown course', async () => {
    const response = await send('PUT', '/api/courses/PHY%20999', { credits: 3 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Course not found' });
  });
});

describe('DELETE /api/courses/:id', () => {
  it('deletes by code, then answers 404', async () => {
    await send('POST', '/api/courses', valid({ id: 'PHY 151' }));
    const response = await send('DELETE', '/api/courses/PHY%20151');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await app.inject('/api/courses/PHY%20151')).statusCode).toBe(404);
    expect((await send('DELETE', '/api/courses/PHY%20151')).statusCode).toBe(404);
  });

  it('deletes by _id', async () => {
    const course = courseSchema.parse(
      (await send('POST', '/api/courses', valid({ id: 'PHY 152' }))).json(),
    );
    expect((await send('DELETE', `/api/courses/${course._id}`)).statusCode).toBe(204);
    expect((await app.inject(`/api/courses/${course._id}`)).statusCode).toBe(404);
  });
});

describe('without a staff session', () => {
  it.each([
    ['POST', '/api/courses', valid({ id: 'PHY 161' })],
    ['PUT', '/api/courses/PHY%20101', { credits: 6 }],
    ['DELETE', '/api/courses/PHY%20101', undefined],
  ] as const)('%s %s answers 401 and changes nothing', async (method, url, payload) => {
    const response = await app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(401);
    expect(errorResponseSchema.safeParse(response.json()).success).toBe(true);
    const course = courseSchema.parse((await app.inject('/api/courses/PHY%20101')).json());
    expect(course.credits).toBe(3);
    expect((await app.inject('/api/courses/PHY%20161')).statusCode).toBe(404);
  });
});
