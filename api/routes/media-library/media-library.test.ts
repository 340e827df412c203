import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityResponseSchema } from '../../../contract/auth';
import { courseSchema } from '../../../contract/courses';
import { errorResponseSchema } from '../../../contract/errors';
import { mediaLibraryPageSchema, type MediaItem } from '../../../contract/media-library';
import { newsItemSchema } from '../../../contract/news';
import { photoSchema } from '../../../contract/photos';
import { uploadedFileSchema } from '../../../contract/uploads';
import { mediaReferencesRepository } from '../../../db/repositories/media-references';
import { resourceFiles, seedResources } from '../../../db/seed/resources';
import { storeSampleFiles } from '../../../db/seed/sample-files';
import { seedTutorials, tutorialFiles } from '../../../db/seed/tutorials';
import {
  buildMediaTestApp,
  listFiles,
  multipartBody,
  photoJpeg,
  type MediaTestApp,
} from '../../media/testing';
import { foreignOrigin, signIn, type SignedIn } from '../../test/staff';

/**
 * The admin's media library (issue 20, item 5): every stored upload with where it is used, search
 * and filters, and a delete that is refused while the file is in use.
 */
let media: MediaTestApp;
let admin: SignedIn;
let newsImage: string;
let photo: string;
let coursePdf: string;
let unusedPdf: string;

/** Files written within the same few milliseconds may share a modified time: keep them apart. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 25));
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

async function uploadPdf(text: string): Promise<string> {
  const body = multipartBody([
    { name: 'file', filename: `${text}.pdf`, type: 'application/pdf', data: pdf(text) },
  ]);
  const response = await media.app.inject({
    method: 'POST',
    url: '/api/uploads/pdf',
    payload: body.payload,
    headers: { ...body.headers, ...admin.headers },
  });
  expect(response.statusCode, response.body).toBe(201);
  return uploadedFileSchema.parse(response.json()).url;
}

async function postMultipart(url: string, parts: Parameters<typeof multipartBody>[0]) {
  const body = multipartBody(parts);
  const response = await media.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...admin.headers },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as unknown;
}

const library = async (query = '', headers: Record<string, string> = admin.headers) => {
  const response = await media.app.inject({ url: `/api/admin/media${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return mediaLibraryPageSchema.parse(response.json());
};
const idOf = (url: string) => url.slice('/media/i/'.length);
const byUrl = (items: MediaItem[], url: string) => items.find((item) => item.url === url);

beforeAll(async () => {
  media = await buildMediaTestApp();
  admin = await signIn(media.app, { name: 'Ada Admin' });
  newsImage = newsItemSchema.parse(
    await postMultipart('/api/academic-news', [
      { name: 'name', value: 'Dr. Eze' },
      { name: 'title', value: 'Welcome week' },
      { name: 'summary', value: 'It starts on Monday.' },
      { name: 'date', value: '2026-11-01' },
      { name: 'image', filename: 'a.jpg', type: 'image/jpeg', data: await photoJpeg(640, 480) },
    ]),
  ).image!;
  await pause();
  photo = photoSchema.parse(
    await postMultipart('/api/photos', [
      { name: 'name', value: 'Lab tour' },
      { name: 'label', value: 'The optics lab' },
      { name: 'photo', filename: 'b.jpg', type: 'image/jpeg', data: await photoJpeg(300, 500) },
    ]),
  ).url;
  await pause();
  coursePdf = await uploadPdf('course notes');
  const course = await media.app.inject({
    method: 'POST',
    url: '/api/courses',
    headers: admin.headers,
    payload: {
      id: 'PHY 101',
      title: 'General Physics I',
      description: 'Mechanics.',
      credits: 3,
      category: 'pure-physics',
      level: '100L',
      materials: [
        { id: 'm1', title: 'Lecture notes', type: 'PDF', url: coursePdf, downloadable: true },
      ],
    },
  });
  expect(course.statusCode, course.body).toBe(201);
  courseSchema.parse(course.json());
  await pause();
  unusedPdf = await uploadPdf('never used');
});
afterAll(async () => media.close());

describe('GET /api/admin/media', () => {
  it('lists every stored file, newest first, with where each is used', async () => {
    const page = await library();
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 24 });
    expect(page.items.map((item) => item.url)).toEqual([unusedPdf, coursePdf, photo, newsImage]);

    expect(byUrl(page.items, newsImage)).toMatchObject({
      id: idOf(newsImage),
      kind: 'image',
      width: 640,
      height: 480,
      thumbnailUrl: `${newsImage}?w=400&q=80&f=webp`,
      usages: [{ place: 'news-image', title: 'Welcome week' }],
    });
    expect(byUrl(page.items, photo)).toMatchObject({
      width: 300,
      height: 500,
      usages: [{ place: 'gallery-photo', title: 'Lab tour' }],
    });
    expect(byUrl(page.items, coursePdf)).toMatchObject({
      kind: 'pdf',
      thumbnailUrl: null,
      bytes: pdf('course notes').length,
      usages: [{ place: 'course-material', title: 'PHY 101', detail: 'Lecture notes' }],
    });
    expect(byUrl(page.items, unusedPdf)).toMatchObject({ usages: [] });
    for (const item of page.items) expect(Date.parse(item.uploadedAt)).not.toBeNaN();
    // The thumbnail is a real derivative.
    const thumbnail = await media.app.inject(byUrl(page.items, newsImage)!.thumbnailUrl!);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
  });

  it('searches usages and ids in any case, filters by kind and by use, and pages', async () => {
    const urls = async (query: string) => (await library(query)).items.map((item) => item.url);
    expect(await urls('?q=welcome')).toEqual([newsImage]);
    expect(await urls('?q=PHOTO%20IN%20GALLERY')).toEqual([photo]);
    expect(await urls('?q=phy%20101%20material')).toEqual([coursePdf]);
    expect(await urls(`?q=${idOf(unusedPdf).slice(0, 10)}`)).toEqual([unusedPdf]);
    expect(await urls('?q=nothing%20like%20this')).toEqual([]);
    expect(await urls('?kind=pdf')).toEqual([unusedPdf, coursePdf]);
    expect(await urls('?kind=image&use=used')).toEqual([photo, newsImage]);
    expect(await urls('?use=unused')).toEqual([unusedPdf]);

    const second = await library('?pageSize=3&page=2');
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(second.items.map((item) => item.url)).toEqual([newsImage]);
  });

  it('is for staff: 401 without a session, editors allowed', async () => {
    const response = await media.app.inject('/api/admin/media');
    expect(response.statusCode).toBe(401);
    const editor = await signIn(media.app, { role: 'editor' });
    expect((await library('', editor.headers)).total).toBe(4);
  });

  it('answers 400 for bad parameters', async () => {
    for (const query of ['?kind=video', '?use=maybe', '?page=0', '?pageSize=1000']) {
      const response = await media.app.inject({
        url: `/api/admin/media${query}`,
        headers: admin.headers,
      });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('DELETE /api/admin/media/:id', () => {
  const remove = (id: string, headers: Record<string, string> = admin.headers) =>
    media.app.inject({ method: 'DELETE', url: `/api/admin/media/${id}`, headers });
  const lastEntry = async () => {
    const response = await media.app.inject({
      url: '/api/activity?limit=1',
      headers: admin.headers,
    });
    return activityResponseSchema.parse(response.json()).entries[0];
  };

  it('refuses while the file is used, naming where, and removes nothing', async () => {
    const before = await lastEntry();
    for (const [url, place] of [
      [newsImage, 'News: Welcome week'],
      [photo, 'Photo in gallery: Lab tour'],
      [coursePdf, 'Course PHY 101 material: Lecture notes'],
    ] as const) {
      const response = await remove(path.basename(url));
      expect(response.statusCode).toBe(409);
      expect(errorResponseSchema.parse(response.json()).error).toBe(
        `This file cannot be deleted while it is used: ${place}. Remove it from there first.`,
      );
      expect((await media.app.inject(url)).statusCode).toBe(200);
    }
    expect((await library()).total).toBe(4);
    expect(await lastEntry()).toEqual(before);
  });

  it('deletes an unused file, its resized copies too, and logs it', async () => {
    // An unused image with a derivative made.
    const stored = (await postMultipart('/test-upload', [
      { name: 'photo', filename: 'c.jpg', type: 'image/jpeg', data: await photoJpeg(200, 100) },
    ])) as { files: { photo: { url: string; key: string } } };
    const image = stored.files.photo;
    expect((await media.app.inject(`${image.url}?w=200&q=80&f=webp`)).statusCode).toBe(200);
    const hash = path.basename(image.key, '.jpg');
    const cached = () => listFiles(path.join(media.dataDir, 'media-cache'));
    expect((await cached()).some((file) => file.startsWith(hash))).toBe(true);

    const response = await remove(path.basename(image.key));
    expect(response.statusCode, response.body).toBe(204);
    expect(await listFiles(path.join(media.dataDir, 'media'))).not.toContain(image.key);
    expect((await cached()).some((file) => file.startsWith(hash))).toBe(false);
    expect((await media.app.inject(image.url)).statusCode).toBe(404);
    expect(await lastEntry()).toMatchObject({
      userEmail: admin.user.email,
      resource: 'media',
      resourceId: path.basename(image.key),
      action: 'delete',
      description: expect.stringMatching(/^deleted an image of \d+ KB from the media library$/),
    });

    const pdfResponse = await remove(path.basename(unusedPdf));
    expect(pdfResponse.statusCode).toBe(204);
    expect((await lastEntry())?.description).toBe('deleted a PDF of 1 KB from the media library');
    expect((await library()).items.map((item) => item.url)).not.toContain(unusedPdf);
    // Gone: a second delete finds nothing.
    expect((await remove(path.basename(unusedPdf))).statusCode).toBe(404);
  });

  it('answers 400 for a malformed id and 404 for one not stored, never 5xx', async () => {
    for (const id of ['nope', '..%2F..%2Fetc%2Fpasswd', `${'a'.repeat(64)}.gif`, 'A'.repeat(64)]) {
      expect((await remove(id)).statusCode, id).toBe(400);
    }
    expect((await remove(`${'a'.repeat(64)}.pdf`)).statusCode).toBe(404);
    expect((await remove(`${'b'.repeat(64)}.jpg`)).statusCode).toBe(404);
  });

  it('needs a session and the site’s own origin', async () => {
    const id = path.basename(coursePdf);
    expect(
      (await media.app.inject({ method: 'DELETE', url: `/api/admin/media/${id}` })).statusCode,
    ).toBe(401);
    const crossSite = await remove(id, { ...admin.headers, origin: foreignOrigin });
    expect(crossSite.statusCode).toBe(403);
  });
});

describe('usages from every kind of content', () => {
  let other: MediaTestApp;
  beforeAll(async () => {
    other = await buildMediaTestApp();
    await seedTutorials(other.app.db, await storeSampleFiles(other.app.media, tutorialFiles()));
    await seedResources(other.app.db, await storeSampleFiles(other.app.media, resourceFiles()));
    const body = multipartBody([
      { name: 'title', value: 'Open day' },
      { name: 'date', value: '2026-12-01' },
      { name: 'time', value: '10:00' },
      { name: 'location', value: 'Main hall' },
      { name: 'description', value: 'Come along.' },
      { name: 'organizer', value: 'The association' },
      { name: 'image', filename: 'e.jpg', type: 'image/jpeg', data: await photoJpeg(320, 200) },
    ]);
    const response = await other.app.inject({
      method: 'POST',
      url: '/api/upcoming-events',
      payload: body.payload,
      headers: { ...body.headers, ...(await signIn(other.app)).headers },
    });
    expect(response.statusCode, response.body).toBe(201);
  });
  afterAll(async () => other.close());

  it('names events, tutorials and learning resources, and calls unused only what nothing uses', async () => {
    const auth = (await signIn(other.app)).headers;
    const response = await other.app.inject({
      url: '/api/admin/media?pageSize=100',
      headers: auth,
    });
    const page = mediaLibraryPageSchema.parse(response.json());
    const places = new Set(page.items.flatMap((item) => item.usages.map((usage) => usage.place)));
    expect(places).toEqual(new Set(['event-image', 'tutorial-pdf', 'resource-file']));
    expect(page.items.find((item) => item.usages[0]?.place === 'event-image')).toMatchObject({
      usages: [{ title: 'Open day' }],
      width: 320,
      height: 200,
    });
    // The sweep keeps exactly what the library says is used.
    const referenced = await mediaReferencesRepository(other.app.db).all();
    for (const item of page.items) {
      expect(referenced.has(item.url), item.url).toBe(item.usages.length > 0);
    }
  });
});
