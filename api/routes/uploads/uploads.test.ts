import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../../contract/errors';
import { uploadedFileSchema } from '../../../contract/uploads';
import { buildMediaTestApp, multipartBody, type MediaTestApp } from '../../media/testing';
import { staffHeaders, testOrigin } from '../../test/staff';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

describe('POST /api/uploads/pdf', () => {
  let media: MediaTestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    media = await buildMediaTestApp();
    headers = await staffHeaders(media.app, 'editor');
  });
  afterAll(async () => media.close());

  const upload = (parts: Parameters<typeof multipartBody>[0], auth = headers) => {
    const body = multipartBody(parts);
    return media.app.inject({
      method: 'POST',
      url: '/api/uploads/pdf',
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
  };

  it('stores a PDF and answers its /media URL, which serves it as a download', async () => {
    const response = await upload([
      { name: 'file', filename: 'phy101-2025.pdf', type: 'application/pdf', data: pdf },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const stored = uploadedFileSchema.parse(response.json());
    expect(stored.url).toMatch(/^\/media\/d\/[0-9a-f]{64}\.pdf$/);
    expect(stored.bytes).toBe(pdf.length);
    const served = await media.app.inject(`${stored.url}?name=PHY-101-2025`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-disposition']).toBe('attachment; filename="PHY-101-2025.pdf"');

    // The URL is what a course's past question takes.
    const course = await media.app.inject({
      method: 'POST',
      url: '/api/courses',
      headers,
      payload: {
        id: 'PHY 999',
        title: 'Uploaded papers',
        description: 'A course with an uploaded paper.',
        credits: 2,
        category: 'pure-physics',
        level: '100L',
        pastQuestions: [{ id: 'q', title: 'Exam', year: 2025, type: 'Exam', url: stored.url }],
      },
    });
    expect(course.statusCode, course.body).toBe(201);
  });

  it('refuses a file that is not a PDF, and a form without one', async () => {
    const notPdf = await upload([
      { name: 'file', filename: 'notes.pdf', type: 'application/pdf', data: 'hello' },
    ]);
    expect(notPdf.statusCode).toBeGreaterThanOrEqual(400);
    expect(notPdf.statusCode).toBeLessThan(500);
    const missing = await upload([{ name: 'title', value: 'no file' }]);
    expect(missing.statusCode).toBe(400);
    expect(errorResponseSchema.parse(missing.json()).fields).toEqual({ file: 'is required' });
    const wrongField = await upload([
      { name: 'pdf', filename: 'a.pdf', type: 'application/pdf', data: pdf },
    ]);
    expect(wrongField.statusCode).toBe(400);
  });

  it('is for staff only', async () => {
    const response = await upload(
      [{ name: 'file', filename: 'a.pdf', type: 'application/pdf', data: pdf }],
      { origin: testOrigin },
    );
    expect(response.statusCode).toBe(401);
  });
});
