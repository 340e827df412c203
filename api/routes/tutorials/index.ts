import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../contract/errors';
import { idParams } from '../../../contract/fields';
import {
  tutorialCreateSchema,
  tutorialFilterQuery,
  tutorialSchema,
  tutorialUpdateSchema,
  tutorialUpdateSchemaFor,
  type Tutorial,
} from '../../../contract/tutorials';
import { includeHiddenQuery } from '../../../contract/community';
import { tutorialsRepository } from '../../../db/repositories/tutorials';
import { allowHidden } from '../community/protect';
import { resourceAudits } from '../../auth/audit-items';
import { readFormBody } from '../../lib/form-body';
import { HttpError } from '../../plugins/errors';

/** Multipart file fields and the tutorial fields their stored URLs go into. */
const tutorialFiles = {
  thumbnail: { kind: 'image', field: 'thumbnail' },
  pdf: { kind: 'pdf', field: 'pdfUrl' },
} as const;
const notFound = () => new HttpError(404, 'Tutorial not found');
const tags = ['tutorials'];
const mediaOf = (tutorial: Tutorial) => [tutorial.thumbnail, tutorial.pdfUrl];

export const tutorialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tutorials = tutorialsRepository(app.db);
  const audits = resourceAudits<Tutorial>('tutorial', {
    name: (tutorial) => tutorial.title,
    find: (id) => tutorials.get(id, { includeHidden: true }),
  });

  app.get(
    '/api/tutorials',
    {
      schema: {
        tags,
        summary: 'Tutorials, newest upload first, each with its comments',
        response: { 200: z.array(tutorialSchema) },
      },
    },
    async () => tutorials.list(),
  );

  // A static route: Fastify matches it before '/api/tutorials/:id', so 'filter' is never taken for an id.
  app.get(
    '/api/tutorials/filter',
    {
      schema: {
        tags,
        summary: 'Tutorials of a category and/or level, newest upload first',
        querystring: tutorialFilterQuery,
        response: { 200: z.array(tutorialSchema) },
      },
    },
    async (request) => tutorials.list(request.query),
  );

  app.get(
    '/api/tutorials/:id',
    {
      schema: {
        tags,
        summary: 'One tutorial with its comments (hidden ones too for staff with ?includeHidden)',
        params: idParams,
        querystring: includeHiddenQuery,
        response: { 200: tutorialSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const includeHidden = allowHidden(request, request.query.includeHidden);
      return (
        (await tutorials.get(request.params.id, { includeHidden })) ?? Promise.reject(notFound())
      );
    },
  );

  app.post(
    '/api/tutorials',
    {
      config: {
        audit: audits.create,
        parsedBody: { schema: tutorialCreateSchema, files: tutorialFiles },
      },
      schema: {
        tags,
        summary: 'Create a tutorial (JSON, or multipart with `thumbnail` image and `pdf` files)',
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: tutorialSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const values = await readFormBody(request, tutorialCreateSchema, tutorialFiles);
      return reply.code(201).send(await tutorials.create(values));
    },
  );

  app.put(
    '/api/tutorials/:id',
    {
      config: {
        audit: audits.update,
        parsedBody: { schema: tutorialUpdateSchema, files: tutorialFiles },
      },
      schema: {
        tags,
        summary: 'Update a tutorial (JSON or multipart); fields left out keep their value',
        consumes: ['application/json', 'multipart/form-data'],
        params: idParams,
        response: { 200: tutorialSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const before = await tutorials.get(request.params.id);
      if (!before) throw notFound();
      // Checked against the tutorial as it is: a video needs its video URL, notes their PDF.
      const values = await readFormBody(request, tutorialUpdateSchemaFor(before), tutorialFiles);
      const updated = await tutorials.update(request.params.id, values);
      if (!updated) throw notFound();
      const kept = new Set(mediaOf(updated));
      for (const url of mediaOf(before)) if (url && !kept.has(url)) await app.media.release(url);
      return updated;
    },
  );

  app.delete(
    '/api/tutorials/:id',
    {
      config: { audit: audits.remove },
      schema: {
        tags,
        summary: 'Delete a tutorial, its comments and its files',
        params: idParams,
        response: { 204: z.null(), 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const removed = await tutorials.remove(request.params.id);
      if (!removed) throw notFound();
      for (const url of mediaOf(removed)) if (url) await app.media.release(url);
      return reply.code(204).send(null);
    },
  );
};
