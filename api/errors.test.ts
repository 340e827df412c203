import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError, registerErrorHandling } from './plugins/errors';

async function appWithRoutes() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.post(
    '/items',
    { schema: { body: z.strictObject({ title: z.string().max(5), count: z.number() }) } },
    async () => ({ ok: true }),
  );
  app.get('/boom', async () => {
    throw new Error('SELECT * FROM secret_table at /srv/app/db.ts:12');
  });
  app.get('/teapot', async () => {
    throw new HttpError(409, 'Already exists', { title: 'Taken' });
  });
  await app.ready();
  return app;
}

describe('error handling', () => {
  it('answers validation failures with 400, a message naming the field, and the fields', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/items',
      payload: { title: 'too long', count: 1 },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { error: string; fields: Record<string, string> };
    expect(body.error).toMatch(/^title: /);
    expect(Object.keys(body.fields)).toEqual(['title']);
  });

  it('names unknown fields when a strict object rejects them', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/items',
      payload: { title: 'ok', count: 1, extra: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/extra/);
  });

  it('never leaks internals in a 500', async () => {
    const app = await appWithRoutes();
    const response = await app.inject('/boom');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'Internal server error',
      requestId: expect.any(String),
    });
    expect(response.body).not.toMatch(/SELECT|secret|\/srv/);
  });

  it('passes an HttpError through with its status, message and fields', async () => {
    const app = await appWithRoutes();
    const response = await app.inject('/teapot');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Already exists', fields: { title: 'Taken' } });
  });
});
