import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../../contract/errors';
import { tutorialSchema, type Tutorial, type TutorialCreate } from '../../../contract/tutorials';
import { tutorialsRepository } from '../../../db/repositories/tutorials';
import { todayIso } from '../../../db/repositories/shared';
import { storeSampleFiles, type FileUrls } from '../../../db/seed/sample-files';
import { sampleTutorials, seedTutorials, tutorialFiles } from '../../../db/seed/tutorials';
import { staffHeaders } from '../../test/staff';
import { buildTestApp } from '../../test/test-app';

let app: FastifyInstance;
let auth: Awaited<ReturnType<typeof staffHeaders>>;
let files: FileUrls;
beforeAll(async () => {
  app = await buildTestApp();
  auth = await staffHeaders(app);
  files = await storeSampleFiles(app.media, tutorialFiles());
  await seedTutorials(app.db, files);
});
afterAll(async () => app.close());

const video = (overrides: Partial<TutorialCreate> = {}): TutorialCreate => ({
  type: 'video',
  title: 'Simple harmonic motion',
  description: 'Springs, pendulums and the equation of motion.',
  level: '100L',
  category: 'pure-physics',
  lecturer: 'Dr. Amaka Eze',
  videoUrl: 'https://www.youtube.com/watch?v=abc123XYZ_0',
  ...overrides,
});

const notes = (overrides: Partial<TutorialCreate> = {}): TutorialCreate => {
  const { videoUrl: _videoUrl, ...shared } = video();
  return { ...shared, type: 'notes', pdfUrl: 'https://example.org/notes/shm.pdf', ...overrides };
};

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

const create = async (values: TutorialCreate): Promise<Tutorial> => {
  const response = await send('POST', '/api/tutorials', values);
  expect(response.statusCode, response.body).toBe(201);
  return tutorialSchema.parse(response.json());
};

function expectFieldError(response: { statusCode: number; json(): unknown }, field: string) {
  expect(response.statusCode).toBe(400);
  const body = errorResponseSchema.parse(response.json());
  expect(body.error.startsWith(`${field}:`), body.error).toBe(true);
  expect(body.fields).toHaveProperty([field]);
}

describe('GET /api/tutorials', () => {
  it('lists tutorials newest upload first, with their comments', async () => {
    const response = await app.inject('/api/tutorials');
    expect(response.statusCode).toBe(200);
    const tutorials = tutorialSchema.array().parse(response.json());
    expect(tutorials.length).toBeGreaterThanOrEqual(sampleTutorials(files).length);
    const dates = tutorials.map((tutorial) => tutorial.uploadDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(tutorials.some((tutorial) => tutorial.comments.length > 0)).toBe(true);
    expect(new Set(tutorials.map((tutorial) => tutorial.type))).toEqual(
      new Set(['video', 'notes']),
    );
  });

  it('shows only visible comments, oldest first', async () => {
    const tutorial = await create(video({ title: 'Comment order', uploadDate: '2020-01-01' }));
    const repository = tutorialsRepository(app.db);
    const later = await repository.addComment(tutorial._id, {
      author: 'B',
      content: 'second',
      date: '2026-11-20T10:00:00.000Z',
    });
    await repository.addComment(tutorial._id, {
      author: 'A',
      content: 'first',
      date: '2026-11-19T10:00:00.000Z',
    });
    const hidden = await repository.addComment(tutorial._id, {
      author: 'C',
      content: 'spam',
      date: '2026-11-19T11:00:00.000Z',
    });
    await app.db
      .updateTable('tutorial_comments')
      .set({ hidden: 1 })
      .where('id', '=', hidden.id)
      .execute();

    const one = tutorialSchema.parse((await app.inject(`/api/tutorials/${tutorial._id}`)).json());
    expect(one.comments.map((comment) => comment.content)).toEqual(['first', 'second']);
    expect(one.comments[1]).toEqual(later);
    const listed = tutorialSchema.array().parse((await app.inject('/api/tutorials')).json());
    expect(listed.find((item) => item._id === tutorial._id)?.comments).toEqual(one.comments);
  });
});

describe('GET /api/tutorials/filter', () => {
  it.each([
    ['category=geophysics', (tutorial: Tutorial) => tutorial.category === 'geophysics'],
    ['level=100L', (tutorial: Tutorial) => tutorial.level === '100L'],
    ['category=&level=100L', (tutorial: Tutorial) => tutorial.level === '100L'],
    [
      'category=industrial-physics&level=200L',
      (tutorial: Tutorial) =>
        tutorial.category === 'industrial-physics' && tutorial.level === '200L',
    ],
  ])('filters by %s, newest first', async (query, matches) => {
    const response = await app.inject(`/api/tutorials/filter?${query}`);
    expect(response.statusCode).toBe(200);
    const tutorials = tutorialSchema.array().parse(response.json());
    expect(tutorials.length).toBeGreaterThan(0);
    expect(tutorials.every(matches)).toBe(true);
    const dates = tutorials.map((tutorial) => tutorial.uploadDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('is its own route, not a tutorial id: without filters it lists them all', async () => {
    const all = tutorialSchema.array().parse((await app.inject('/api/tutorials')).json());
    const filtered = tutorialSchema
      .array()
      .parse((await app.inject('/api/tutorials/filter')).json());
    expect(filtered).toEqual(all);
  });

  it.each([
    ['category=biology', 'category'],
    ['level=1L', 'level'],
  ])('refuses %s', async (query, field) => {
    const response = await app.inject(`/api/tutorials/filter?${query}`);
    expect(response.statusCode).toBe(400);
    expect(errorResponseSchema.parse(response.json()).error).toContain(field);
  });
});

describe('GET /api/tutorials/:id', () => {
  it('answers 404 for an unknown tutorial, 400 for a NUL id', async () => {
    const response = await app.inject('/api/tutorials/0123456789abcdef01234567');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Tutorial not found' });
    expect((await app.inject('/api/tutorials/%00')).statusCode).toBe(400);
  });
});

describe('POST /api/tutorials (JSON)', () => {
  it('creates a video tutorial with defaults', async () => {
    const tutorial = await create({ ...video(), uploadDate: '' });
    expect(tutorial).toMatchObject({
      views: 0,
      keywords: [],
      comments: [],
      uploadDate: todayIso(),
    });
    expect(
      tutorialSchema.parse((await app.inject(`/api/tutorials/${tutorial._id}`)).json()),
    ).toEqual(tutorial);
  });

  it('creates a notes tutorial, keeping every field', async () => {
    const values = notes({
      duration: '25 min read',
      views: 12,
      keywords: 'waves, SHM',
      uploadDate: '2026-02-28',
      thumbnail: '/media/i/abc.jpg',
    });
    expect(await create(values)).toMatchObject({
      ...values,
      keywords: ['waves', 'SHM'],
      uploadDate: '2026-02-28T00:00:00.000Z',
    });
  });

  it('creates a notes tutorial without a PDF (spec: the PDF badge only "if a pdfUrl exists")', async () => {
    const created = await create(notes({ pdfUrl: undefined, title: 'Notes to follow' }));
    expect(created).toMatchObject({ type: 'notes', title: 'Notes to follow' });
    expect(created.pdfUrl).toBeUndefined();
  });

  it.each([
    'https://youtu.be/abc',
    'https://vimeo.com/12345',
    'https://player.vimeo.com/video/1',
    'http://m.youtube.com/watch?v=x',
    // Not only YouTube and Vimeo: the tutorial page plays other video files in a native player.
    'https://cdn.example.org/lecture.mp4',
    'https://example.org/videos/phy-101',
  ])('accepts the video URL %s', async (videoUrl) => {
    expect((await create(video({ videoUrl }))).videoUrl).toBe(videoUrl);
  });

  it.each([
    ['videoUrl', video({ videoUrl: undefined })],
    ['videoUrl', video({ videoUrl: '' })],
    ['videoUrl', video({ videoUrl: 'javascript:alert(1)' })],
    ['videoUrl', video({ videoUrl: 'data:video/mp4;base64,AAAA' })],
    ['pdfUrl', notes({ pdfUrl: 'file:///etc/passwd' })],
    ['pdfUrl', notes({ pdfUrl: 'https://example.org/\u0000.pdf' })],
    ['thumbnail', video({ thumbnail: 'ftp://example.org/t.jpg' })],
    ['type', video({ type: 'audio' as 'video' })],
    ['title', video({ title: '' })],
    ['title', video({ title: 'x'.repeat(201) })],
    ['title', video({ title: 'a\u0000b' })],
    ['description', video({ description: 'x'.repeat(5001) })],
    ['description', video({ description: '\udc00' })],
    ['lecturer', video({ lecturer: undefined as unknown as string })],
    ['level', video({ level: '500L' as '100L' })],
    ['category', video({ category: 'all' as 'geophysics' })],
    ['duration', video({ duration: 'x'.repeat(21) })],
    ['views', video({ views: -1 })],
    ['views', video({ views: 1.5 })],
    ['keywords', video({ keywords: Array.from({ length: 21 }, (_, i) => `k${i}`) })],
    ['keywords.0', video({ keywords: ['x'.repeat(51)] })],
    ['uploadDate', video({ uploadDate: '2026-02-30' })],
    ['uploadDate', video({ uploadDate: 'yesterday' })],
    ['comments', { ...video(), comments: [] }],
    ['pdf', { ...video(), pdf: 'https://example.org/a.pdf' }],
  ])('answers 400 naming %s', async (field, payload) => {
    expectFieldError(await send('POST', '/api/tutorials', payload), field);
  });
});

describe('PUT /api/tutorials/:id', () => {
  it('changes only the fields sent', async () => {
    const before = await create(notes({ views: 40, keywords: ['optics'] }));
    const response = await send('PUT', `/api/tutorials/${before._id}`, {
      title: 'Geometrical optics',
    });
    expect(response.statusCode).toBe(200);
    expect(tutorialSchema.parse(response.json())).toEqual({
      ...before,
      title: 'Geometrical optics',
    });
  });

  it('clears an optional field sent empty', async () => {
    const before = await create(
      video({ duration: '10:00', thumbnail: 'https://example.org/t.jpg' }),
    );
    const after = tutorialSchema.parse(
      (await send('PUT', `/api/tutorials/${before._id}`, { duration: '', thumbnail: '' })).json(),
    );
    expect(after.duration).toBeUndefined();
    expect(after.thumbnail).toBeUndefined();
  });

  it('checks the result against the type rules', async () => {
    const tutorial = await create(notes());
    expectFieldError(
      await send('PUT', `/api/tutorials/${tutorial._id}`, { type: 'video' }),
      'videoUrl',
    );
    // Notes may lose their PDF: the page then shows them without the badge and the download.
    const withoutPdf = await send('PUT', `/api/tutorials/${tutorial._id}`, { pdfUrl: '' });
    expect(withoutPdf.statusCode).toBe(200);
    expect(tutorialSchema.parse(withoutPdf.json()).pdfUrl).toBeUndefined();
    const switched = await send('PUT', `/api/tutorials/${tutorial._id}`, {
      type: 'video',
      videoUrl: 'https://youtu.be/x',
    });
    expect(tutorialSchema.parse(switched.json()).type).toBe('video');
  });

  it.each([
    ['views', { views: 'many' }],
    ['uploadDate', { uploadDate: '2026-13-01' }],
    ['id', { id: 'abc' }],
  ])('answers 400 naming %s', async (field, payload) => {
    const tutorial = await create(video());
    expectFieldError(await send('PUT', `/api/tutorials/${tutorial._id}`, payload), field);
  });

  it('answers 404 for an unknown tutorial', async () => {
    const response = await send('PUT', '/api/tutorials/0123456789abcdef01234567', { title: 'x' });
    expect(response.statusCode).toBe(404);
  });
});

describe('DELETE /api/tutorials/:id', () => {
  it('deletes the tutorial and its comments, then answers 404', async () => {
    const tutorial = await create(video());
    await tutorialsRepository(app.db).addComment(tutorial._id, { author: 'A', content: 'Nice' });
    const response = await send('DELETE', `/api/tutorials/${tutorial._id}`);
    expect(response.statusCode).toBe(204);
    expect((await app.inject(`/api/tutorials/${tutorial._id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/tutorials/${tutorial._id}`)).statusCode).toBe(404);
    const comments = await app.db
      .selectFrom('tutorial_comments')
      .select('id')
      .where('tutorial_id', '=', tutorial._id)
      .execute();
    expect(comments).toEqual([]);
  });
});

describe('without a staff session', () => {
  it.each([
    ['POST', () => '/api/tutorials', video()],
    ['PUT', (id: string) => `/api/tutorials/${id}`, { title: 'Changed' }],
    ['DELETE', (id: string) => `/api/tutorials/${id}`, undefined],
  ] as const)('%s answers 401 and changes nothing', async (method, url, payload) => {
    const before = tutorialSchema.array().parse((await app.inject('/api/tutorials')).json());
    const target = url(before[0]?._id ?? '');
    const response = await app.inject({ method, url: target, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(401);
    expect((await app.inject('/api/tutorials')).json()).toEqual(before);
  });
});
