import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../contract/errors';
import { idParams } from '../../../contract/fields';
import {
  upcomingEventCreateSchema,
  upcomingEventQuery,
  upcomingEventSchema,
  type UpcomingEvent,
  upcomingEventsPageSchema,
  upcomingEventsQuery,
  upcomingEventUpdateSchema,
} from '../../../contract/upcoming-events';
import { upcomingEventsRepository } from '../../../db/repositories/upcoming-events';
import { resourceAudits } from '../../auth/audit-items';
import { audienceOf } from '../../lib/audience';
import { readFormBody } from '../../lib/form-body';
import { HttpError } from '../../plugins/errors';

const imageFile = { image: { kind: 'image', field: 'imageUrl' } } as const;
const notFound = () => new HttpError(404, 'Event not found');
const tags = ['upcoming events'];

export const upcomingEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const events = upcomingEventsRepository(app.db);
  const audits = resourceAudits<UpcomingEvent>('upcoming event', {
    name: (event) => event.title,
    find: (id) => events.get(id, 'staff'),
  });

  app.get(
    '/api/upcoming-events',
    {
      schema: {
        tags,
        summary:
          'Upcoming events, soonest first, optionally matching `q`; one page of `pageSize` (or `limit`) items. Only published events whose time has come, unless staff ask for drafts',
        querystring: upcomingEventsQuery,
        response: { 200: upcomingEventsPageSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const { page, upcoming, q, includeDrafts } = request.query;
      const limit = request.query.pageSize ?? request.query.limit;
      const audience = audienceOf(app, request, includeDrafts);
      const { items, total } = await events.list(
        { limit, page, q, upcoming: upcoming === 'true', now: app.auth.now() },
        audience,
      );
      return { events: items, total, page, limit };
    },
  );

  app.get(
    '/api/upcoming-events/:id',
    {
      schema: {
        tags,
        summary: 'One event (a draft or scheduled one only for staff asking for drafts)',
        params: idParams,
        querystring: upcomingEventQuery,
        response: { 200: upcomingEventSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) =>
      (await events.get(
        request.params.id,
        audienceOf(app, request, request.query.includeDrafts),
      )) ?? Promise.reject(notFound()),
  );

  app.post(
    '/api/upcoming-events',
    {
      config: {
        audit: audits.create,
        parsedBody: { schema: upcomingEventCreateSchema, files: imageFile },
      },
      schema: {
        tags,
        summary: 'Create an event (JSON, or multipart with an `image` file)',
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: upcomingEventSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const values = await readFormBody(request, upcomingEventCreateSchema, imageFile);
      return reply.code(201).send(await events.create(values, app.auth.now()));
    },
  );

  app.put(
    '/api/upcoming-events/:id',
    {
      config: {
        audit: audits.update,
        parsedBody: { schema: upcomingEventUpdateSchema, files: imageFile },
      },
      schema: {
        tags,
        summary: 'Update an event; fields left out keep their value',
        consumes: ['application/json', 'multipart/form-data'],
        params: idParams,
        response: { 200: upcomingEventSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const before = await events.get(request.params.id, 'staff');
      if (!before) throw notFound();
      const values = await readFormBody(request, upcomingEventUpdateSchema, imageFile);
      const updated = await events.update(request.params.id, values, app.auth.now());
      if (!updated) throw notFound();
      if (before.imageUrl && before.imageUrl !== updated.imageUrl)
        await app.media.release(before.imageUrl);
      return updated;
    },
  );

  app.delete(
    '/api/upcoming-events/:id',
    {
      config: { audit: audits.remove },
      schema: {
        tags,
        summary: 'Delete an event',
        params: idParams,
        response: { 204: z.null(), 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const removed = await events.remove(request.params.id);
      if (!removed) throw notFound();
      if (removed.imageUrl) await app.media.release(removed.imageUrl);
      return reply.code(204).send(null);
    },
  );
};
