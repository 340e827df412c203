import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../contract/errors';
import {
  executiveCreateSchema,
  executiveSchema,
  executiveUpdateSchema,
  type Executive,
  moveBodySchema,
} from '../../../contract/executives';
import { idParams } from '../../../contract/fields';
import { executivesRepository } from '../../../db/repositories/executives';
import { byParamId, resourceAudits, theItem } from '../../auth/audit-items';
import { readFormBody } from '../../lib/form-body';
import { jsonBody, parseOr400 } from '../../lib/validate';
import { HttpError } from '../../plugins/errors';

const photoFile = { image: { kind: 'image', field: 'imageUrl' } } as const;
const notFound = () => new HttpError(404, 'Executive not found');
const tags = ['site content'];

/** The executive council (/about, Home's carousel), edited in the admin's Site content. */
export const executivesRoutes: FastifyPluginAsyncZod = async (app) => {
  const executives = executivesRepository(app.db);
  const audits = resourceAudits<Executive>('executive', {
    name: (executive) => `${executive.name}, ${executive.role}`,
    find: (id) => executives.get(id),
  });

  app.get(
    '/api/executives',
    {
      schema: {
        tags,
        summary: 'The executive council, in order (the first is the President)',
        response: { 200: z.array(executiveSchema) },
      },
    },
    async () => executives.list(),
  );

  app.post(
    '/api/executives',
    {
      config: {
        audit: audits.create,
        parsedBody: { schema: executiveCreateSchema, files: photoFile },
      },
      schema: {
        tags,
        summary:
          'Add an executive at the end of the list (JSON, or multipart with an `image` file); lists are one item a line',
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: executiveSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const values = await readFormBody(request, executiveCreateSchema, photoFile);
      return reply.code(201).send(await executives.create(values));
    },
  );

  app.put(
    '/api/executives/:id',
    {
      config: {
        audit: audits.update,
        parsedBody: { schema: executiveUpdateSchema, files: photoFile },
      },
      schema: {
        tags,
        summary: 'Update an executive; fields left out keep their value',
        consumes: ['application/json', 'multipart/form-data'],
        params: idParams,
        response: { 200: executiveSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const before = await executives.get(request.params.id);
      if (!before) throw notFound();
      const values = await readFormBody(request, executiveUpdateSchema, photoFile);
      const updated = await executives.update(request.params.id, values);
      if (!updated) throw notFound();
      if (before.imageUrl && before.imageUrl !== updated.imageUrl)
        await app.media.release(before.imageUrl);
      return updated;
    },
  );

  app.post(
    '/api/executives/:id/move',
    {
      config: {
        audit: {
          action: 'update',
          describe: {
            verb: 'moved',
            item: 'an executive',
            before: byParamId(
              async (id) => (await executives.get(id))?.name,
              (name) => theItem('executive', name),
            ),
          },
        },
        parsedBody: { schema: moveBodySchema },
      },
      schema: {
        tags,
        summary: 'Move an executive one place up or down the list',
        consumes: ['application/json'],
        params: idParams,
        response: {
          200: z.array(executiveSchema),
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { direction } = parseOr400(moveBodySchema, jsonBody(request.body));
      if (!(await executives.move(request.params.id, direction))) throw notFound();
      return executives.list();
    },
  );

  app.delete(
    '/api/executives/:id',
    {
      config: { audit: audits.remove },
      schema: {
        tags,
        summary: 'Remove an executive',
        params: idParams,
        response: { 204: z.null(), 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const removed = await executives.remove(request.params.id);
      if (!removed) throw notFound();
      if (removed.imageUrl) await app.media.release(removed.imageUrl);
      return reply.code(204).send(null);
    },
  );
};
