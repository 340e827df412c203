import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../contract/errors';
import { moveBodySchema } from '../../../contract/executives';
import { idParams } from '../../../contract/fields';
import {
  testimonialCreateSchema,
  testimonialSchema,
  testimonialUpdateSchema,
  type Testimonial,
} from '../../../contract/testimonials';
import { SlugTakenError, testimonialsRepository } from '../../../db/repositories/testimonials';
import { byParamId, resourceAudits, theItem } from '../../auth/audit-items';
import { readFormBody } from '../../lib/form-body';
import { jsonBody, parseOr400 } from '../../lib/validate';
import { HttpError } from '../../plugins/errors';

const photoFile = { image: { kind: 'image', field: 'imageUrl' } } as const;
const notFound = () => new HttpError(404, 'Testimonial not found');
const tags = ['site content'];
const byIdOrSlug = idParams.describe('The testimonial’s id or its slug');

/** A taken slug is the client's conflict to resolve, not a server failure. */
async function conflictOnTakenSlug<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (error instanceof SlugTakenError) throw new HttpError(409, error.message);
    throw error;
  }
}

/** What members say (Home's carousel, /testimonials/{slug}), edited in the admin's Site content. */
export const testimonialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const testimonials = testimonialsRepository(app.db);
  const audits = resourceAudits<Testimonial>('testimonial', {
    name: (testimonial) => testimonial.name,
    find: (id) => testimonials.get(id),
  });

  app.get(
    '/api/testimonials',
    {
      schema: {
        tags,
        summary: 'The testimonials, in order',
        response: { 200: z.array(testimonialSchema) },
      },
    },
    async () => testimonials.list(),
  );

  app.get(
    '/api/testimonials/:id',
    {
      schema: {
        tags,
        summary: 'One testimonial, by id or slug',
        params: byIdOrSlug,
        response: { 200: testimonialSchema, 404: errorResponseSchema },
      },
    },
    async (request) => (await testimonials.get(request.params.id)) ?? Promise.reject(notFound()),
  );

  app.post(
    '/api/testimonials',
    {
      config: {
        audit: audits.create,
        parsedBody: { schema: testimonialCreateSchema, files: photoFile },
      },
      schema: {
        tags,
        summary:
          'Add a testimonial at the end of the list (JSON, or multipart with an `image` file); without a slug one is made from the name',
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: testimonialSchema, 400: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const values = await readFormBody(request, testimonialCreateSchema, photoFile);
      return reply.code(201).send(await conflictOnTakenSlug(testimonials.create(values)));
    },
  );

  app.put(
    '/api/testimonials/:id',
    {
      config: {
        audit: audits.update,
        parsedBody: { schema: testimonialUpdateSchema, files: photoFile },
      },
      schema: {
        tags,
        summary: 'Update a testimonial; fields left out keep their value',
        consumes: ['application/json', 'multipart/form-data'],
        params: idParams,
        response: {
          200: testimonialSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const before = await testimonials.get(request.params.id);
      if (!before || before.id !== request.params.id) throw notFound();
      const values = await readFormBody(request, testimonialUpdateSchema, photoFile);
      const updated = await conflictOnTakenSlug(testimonials.update(request.params.id, values));
      if (!updated) throw notFound();
      if (before.imageUrl && before.imageUrl !== updated.imageUrl)
        await app.media.release(before.imageUrl);
      return updated;
    },
  );

  app.post(
    '/api/testimonials/:id/move',
    {
      config: {
        audit: {
          action: 'update',
          describe: {
            verb: 'moved',
            item: 'a testimonial',
            before: byParamId(
              async (id) => (await testimonials.get(id))?.name,
              (name) => theItem('testimonial', name),
            ),
          },
        },
        parsedBody: { schema: moveBodySchema },
      },
      schema: {
        tags,
        summary: 'Move a testimonial one place up or down the list',
        consumes: ['application/json'],
        params: idParams,
        response: {
          200: z.array(testimonialSchema),
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { direction } = parseOr400(moveBodySchema, jsonBody(request.body));
      if (!(await testimonials.move(request.params.id, direction))) throw notFound();
      return testimonials.list();
    },
  );

  app.delete(
    '/api/testimonials/:id',
    {
      config: { audit: audits.remove },
      schema: {
        tags,
        summary: 'Remove a testimonial',
        params: idParams,
        response: { 204: z.null(), 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const removed = await testimonials.remove(request.params.id);
      if (!removed) throw notFound();
      if (removed.imageUrl) await app.media.release(removed.imageUrl);
      return reply.code(204).send(null);
    },
  );
};
