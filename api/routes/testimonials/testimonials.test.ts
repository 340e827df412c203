import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../../contract/errors';
import { testimonialSchema } from '../../../contract/testimonials';
import { staffHeaders } from '../../test/staff';
import { buildTestApp } from '../../test/test-app';

let app: FastifyInstance;
let auth: Awaited<ReturnType<typeof staffHeaders>>;
beforeAll(async () => {
  app = await buildTestApp();
  auth = await staffHeaders(app, 'editor');
});
afterAll(async () => app?.close());

const list = async () =>
  testimonialSchema.array().parse((await app.inject('/api/testimonials')).json());

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

const valid = {
  name: 'Zainab Lawal',
  batch: '300L, Geophysics',
  quote: 'The field trip made seismology real.',
  fullTestimonial: 'First paragraph.\n\nSecond paragraph.',
};

describe('testimonials', () => {
  it('start with the four that were in code, with read-more links to their pages', async () => {
    const testimonials = await list();
    expect(testimonials.map((t) => t.slug)).toEqual([
      'chiamaka-obi',
      'ibrahim-musa',
      'ngozi-adeyemi',
      'tunde-bakare',
    ]);
    for (const testimonial of testimonials) {
      expect(testimonial.readMoreLink).toBe(`/testimonials/${testimonial.slug}`);
      expect(testimonial.fallbackInitial).toBe(testimonial.name[0]);
    }
    const one = await app.inject('/api/testimonials/chiamaka-obi');
    expect(one.json()).toMatchObject({ name: 'Chiamaka Obi' });
    expect((await app.inject('/api/testimonials/nobody')).statusCode).toBe(404);
  });

  it('refuses changes without a session (401)', async () => {
    expect(
      (await app.inject({ method: 'POST', url: '/api/testimonials', payload: valid })).statusCode,
    ).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: '/api/testimonials/t1' })).statusCode).toBe(
      401,
    );
    expect(await list()).toHaveLength(4);
  });

  it('refuses bad values (400) and a taken slug (409), storing nothing', async () => {
    for (const payload of [
      { ...valid, name: '' },
      { ...valid, fullTestimonial: '  ' },
      { ...valid, slug: 'Not A Slug' },
      { ...valid, quote: 'x'.repeat(401) },
    ]) {
      const response = await send('POST', '/api/testimonials', payload);
      expect(response.statusCode).toBe(400);
      errorResponseSchema.parse(response.json());
    }
    const taken = await send('POST', '/api/testimonials', { ...valid, slug: 'ibrahim-musa' });
    expect(taken.statusCode).toBe(409);
    expect(await list()).toHaveLength(4);
  });

  it('adds (slug from the name), updates, moves and removes one, each audited', async () => {
    const created = await send('POST', '/api/testimonials', valid);
    expect(created.statusCode).toBe(201);
    const testimonial = testimonialSchema.parse(created.json());
    expect(testimonial).toMatchObject({
      slug: 'zainab-lawal',
      fullTestimonial: ['First paragraph.', 'Second paragraph.'],
      fallbackInitial: 'Z',
    });
    const again = testimonialSchema.parse((await send('POST', '/api/testimonials', valid)).json());
    expect(again.slug).toBe('zainab-lawal-2');

    const updated = await send('PUT', `/api/testimonials/${testimonial.id}`, {
      batch: 'Class of 2027',
    });
    expect(updated.json()).toMatchObject({ batch: 'Class of 2027', slug: 'zainab-lawal' });
    const moved = await send('POST', `/api/testimonials/${again.id}/move`, { direction: 'up' });
    expect(
      testimonialSchema
        .array()
        .parse(moved.json())
        .map((t) => t.id)
        .slice(-2),
    ).toEqual([again.id, testimonial.id]);
    expect((await send('DELETE', `/api/testimonials/${testimonial.id}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/testimonials/${again.id}`)).statusCode).toBe(204);
    expect(await list()).toHaveLength(4);

    const rows = await app.db
      .selectFrom('audit_log')
      .select('description')
      .where('path', 'like', '/api/testimonials%')
      .execute();
    expect(rows.map((row) => row.description)).toEqual(
      expect.arrayContaining([
        'created the testimonial “Zainab Lawal”',
        'updated the testimonial “Zainab Lawal”',
        'moved the testimonial “Zainab Lawal”',
        'deleted the testimonial “Zainab Lawal”',
      ]),
    );
  });
});
