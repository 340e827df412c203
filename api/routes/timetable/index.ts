import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { levels, timetableCategories } from '../../../contract/constants';
import { errorResponseSchema } from '../../../contract/errors';
import { idParams } from '../../../contract/fields';
import { pageOf, searchPageQuery } from '../../../contract/pagination';
import {
  timetableClashResponseSchema,
  timetableClassCreateSchema,
  timetableClassSchema,
  type TimetableClass,
  timetableClassUpdateSchema,
  timetableWriteQuerySchema,
} from '../../../contract/timetable';
import { timetableRepository, type TimetableStatus } from '../../../db/repositories/timetable';
import { resourceAudits } from '../../auth/audit-items';
import { HttpError } from '../../plugins/errors';
import { describeClashes, findClashes, type ClassSlot } from './clashes';

const notFound = () => new HttpError(404, 'Class not found');
const tags = ['timetable'];
const filterQuery = searchPageQuery.extend({
  category: z.enum(timetableCategories).optional(),
  level: z.enum(levels).optional(),
});

export const timetableRoutes: FastifyPluginAsyncZod = async (app) => {
  const timetable = timetableRepository(app.db);
  const audits = resourceAudits<TimetableClass>('class', {
    name: (entry) => `${entry.course}, ${entry.day} ${entry.time}`,
    find: async (id) => (await timetable.find(id))?.class,
  });

  /**
   * The 409 body when `slot` overlaps another class of the same timetable (the live one, or the
   * draft under review) other than `ownId`, else null.
   */
  async function clashOf(slot: ClassSlot, status: TimetableStatus, ownId?: string) {
    const others = (await timetable.list({ status })).filter((entry) => entry._id !== ownId);
    const clashes = findClashes(slot, others);
    return clashes.length > 0 ? { error: describeClashes(clashes), clashes } : null;
  }

  app.get(
    '/api/timetable',
    {
      schema: {
        tags,
        summary:
          'Classes by day then start time; a category includes classes for all categories; `q` searches; with `page` or `pageSize`, one page of them and the total in X-Total-Count',
        querystring: filterQuery,
        response: { 200: z.array(timetableClassSchema) },
      },
    },
    async (request, reply) => {
      const { items, total } = await timetable.page(request.query, pageOf(request.query));
      return reply.header('x-total-count', String(total)).send(items);
    },
  );

  app.get(
    '/api/timetable/draft',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          "The next semester's draft timetable under review (staff), in the timetable's order; empty when none",
        response: { 200: z.array(timetableClassSchema), 401: errorResponseSchema },
      },
    },
    () => timetable.list({ status: 'draft' }),
  );

  app.get(
    '/api/timetable/:id',
    {
      schema: {
        tags,
        summary: 'One class',
        params: idParams,
        response: { 200: timetableClassSchema, 404: errorResponseSchema },
      },
    },
    async (request) => (await timetable.get(request.params.id)) ?? Promise.reject(notFound()),
  );

  /** Adds a class to the timetable ('live') or to the next semester's draft under review. */
  const addClass = (path: string, status: TimetableStatus, summary: string, clashes: string) =>
    app.post(
      path,
      {
        config: { audit: audits.create },
        schema: {
          tags,
          summary,
          description: `Answers 409 naming the clashing class when it overlaps ${clashes}, unless allowClash=true.`,
          querystring: timetableWriteQuerySchema,
          body: timetableClassCreateSchema,
          response: {
            201: timetableClassSchema,
            400: errorResponseSchema,
            409: timetableClashResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const clash = request.query.allowClash ? null : await clashOf(request.body, status);
        if (clash) return reply.code(409).send(clash);
        return reply.code(201).send(await timetable.create(request.body, status));
      },
    );
  addClass(
    '/api/timetable',
    'live',
    'Add a class',
    'another on the same day in the same venue, or for the same category and level',
  );
  addClass(
    '/api/timetable/draft',
    'draft',
    "Add a class to the next semester's draft timetable",
    'another draft class',
  );

  const update = {
    config: { audit: audits.update },
    schema: {
      tags,
      summary: 'Change a class, live or draft; fields left out keep their value',
      description: 'Answers 409 when the changed class would clash, unless allowClash=true.',
      params: idParams,
      querystring: timetableWriteQuerySchema,
      body: timetableClassUpdateSchema,
      response: {
        200: timetableClassSchema,
        400: errorResponseSchema,
        404: errorResponseSchema,
        409: timetableClashResponseSchema,
      },
    },
  };
  const handleUpdate = async (
    request: {
      params: { id: string };
      query: z.output<typeof timetableWriteQuerySchema>;
      body: z.output<typeof timetableClassUpdateSchema>;
    },
    reply: FastifyReply,
  ) => {
    const { id: _id, _id: _rowId, ...values } = request.body;
    const found = await timetable.find(request.params.id);
    if (!found) throw notFound();
    const existing = found.class;
    const clash = request.query.allowClash
      ? null
      : await clashOf({ ...existing, ...values }, found.status, existing._id);
    if (clash) return reply.code(409).send(clash);
    return (await timetable.update(request.params.id, values)) ?? Promise.reject(notFound());
  };
  // The two readings of the original's content store used PUT and PATCH; both are served.
  app.put('/api/timetable/:id', update, handleUpdate);
  app.patch('/api/timetable/:id', update, handleUpdate);

  app.delete(
    '/api/timetable/:id',
    {
      config: { audit: audits.remove },
      schema: {
        tags,
        summary: 'Delete a class, live or draft',
        params: idParams,
        response: { 204: z.null(), 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!(await timetable.remove(request.params.id))) throw notFound();
      return reply.code(204).send(null);
    },
  );
};
