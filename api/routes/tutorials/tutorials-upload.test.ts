import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../../contract/errors';
import { tutorialSchema } from '../../../contract/tutorials';
import {
  buildMediaTestApp,
  listFiles,
  multipartBody,
  photoJpeg,
  type MediaTestApp,
} from '../../media/testing';
import { staffHeaders } from '../../test/staff';

function expectFieldError(response: { statusCode: number; json(): unknown }, field: string) {
  expect(response.statusCode).toBe(400);
  const body = errorResponseSchema.parse(response.json());
  expect(body.error.startsWith(`${field}:`), body.error).toBe(true);
  expect(body.fields).toHaveProperty([field]);
}

// The admin form's way: multipart, the files stored through app.media in a data folder of its own.
describe('multipart uploads', () => {
  let media: MediaTestApp;
  let headers: Record<string, string>;
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
  beforeAll(async () => {
    media = await buildMediaTestApp();
    headers = await staffHeaders(media.app);
  });
  afterAll(async () => media.close());

  const fields = (values: Record<string, string>) =>
    Object.entries(values).map(([name, value]) => ({ name, value }));
  const textFields = {
    type: 'notes',
    title: 'Uploaded notes',
    description: 'Scanned notes',
    level: '200L',
    category: 'geophysics',
    lecturer: 'Dr. Oyelaran',
    keywords: 'gravity, field',
  };

  it('stores the thumbnail and the PDF, and serves them', async () => {
    const body = multipartBody([
      ...fields(textFields),
      {
        name: 'thumbnail',
        filename: 'cover.jpg',
        type: 'image/jpeg',
        data: await photoJpeg(320, 240),
      },
      { name: 'pdf', filename: 'notes.pdf', type: 'application/pdf', data: pdf },
    ]);
    const response = await media.app.inject({
      method: 'POST',
      url: '/api/tutorials',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
    expect(response.statusCode, response.body).toBe(201);
    const tutorial = tutorialSchema.parse(response.json());
    expect(tutorial).toMatchObject({ type: 'notes', keywords: ['gravity', 'field'], views: 0 });
    expect(tutorial.thumbnail).toMatch(/^\/media\/i\/[0-9a-f]{64}\.jpg$/);
    expect(tutorial.pdfUrl).toMatch(/^\/media\/d\/[0-9a-f]{64}\.pdf$/);
    expect((await media.app.inject(tutorial.pdfUrl ?? '')).statusCode).toBe(200);

    const replaced = multipartBody([
      { name: 'title', value: 'Renamed' },
      {
        name: 'thumbnail',
        filename: 'new.jpg',
        type: 'image/jpeg',
        data: await photoJpeg(200, 200),
      },
    ]);
    const updated = await media.app.inject({
      method: 'PUT',
      url: `/api/tutorials/${tutorial._id}`,
      payload: replaced.payload,
      headers: { ...replaced.headers, ...headers },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const after = tutorialSchema.parse(updated.json());
    expect(after).toMatchObject({ title: 'Renamed', pdfUrl: tutorial.pdfUrl });
    expect(after.thumbnail).not.toBe(tutorial.thumbnail);
  });

  it('creates a notes tutorial without a PDF', async () => {
    const body = multipartBody(fields(textFields));
    const response = await media.app.inject({
      method: 'POST',
      url: '/api/tutorials',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
    expect(response.statusCode, response.body).toBe(201);
    const tutorial = tutorialSchema.parse(response.json());
    expect(tutorial).toMatchObject({ type: 'notes', title: 'Uploaded notes' });
    expect(tutorial.pdfUrl).toBeUndefined();
  });

  it('leaves no file behind when the fields are refused', async () => {
    const before = await listFiles(media.dataDir);
    const body = multipartBody([
      ...fields({ ...textFields, title: '' }),
      {
        name: 'pdf',
        filename: 'other.pdf',
        type: 'application/pdf',
        data: Buffer.concat([pdf, Buffer.from('% another\n')]),
      },
    ]);
    const response = await media.app.inject({
      method: 'POST',
      url: '/api/tutorials',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
    expectFieldError(response, 'title');
    expect(await listFiles(media.dataDir)).toEqual(before);
  });
});
