import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarEventCreateSchema,
  calendarEventSchema,
  calendarEventUpdateSchema,
  END_BEFORE_START,
  endsBeforeStart,
} from '../../../contract/calendar';
import { errorResponseSchema } from '../../../contract/errors';
import { calendarDate, idParams } from '../../../contract/fields';
import { calendarEventsRepository } from '../../../db/repositories/calendar-events';
import { HttpError } from '../../plugins/errors';

const notFound = () => new HttpError(404, 'Calendar event not found');
const tags = ['academic calendar'];
const rangeQuery = z.object({ from: calendarDate.optional(), to: calendarDate.optional() });

/** The academic calendar, at /api/events (the calendar pages' path) and /api/calendar (same data). */
export const calendarEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const calendar = calendarEventsRepository(app.db);

  for (const base of ['/api/events', '/api/calendar']) {
    app.get(
      base,
      {
        schema: {
          tags,
          summary:
            'Calendar events in date order, optionally those on some day between two dates (a period may start earlier)',
          querystring: rangeQuery,
          response: { 200: z.array(calendarEventSchema) },
        },
      },
      async (request) => calendar.list(request.query),
    );

    app.get(
      `${base}/:id`,
      {
        schema: {
          tags,
          summary: 'One calendar event',
          params: idParams,
          response: { 200: calendarEventSchema, 404: errorResponseSchema },
        },
      },
      async (request) => (await calendar.get(request.params.id)) ?? Promise.reject(notFound()),
    );

    app.post(
      base,
      {
        schema: {
          tags,
          summary: 'Add a calendar event',
          body: calendarEventCreateSchema,
          response: { 201: calendarEventSchema, 400: errorResponseSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await calendar.create(request.body)),
    );

    const update = {
      schema: {
        tags,
        summary: 'Change a calendar event; fields left out keep their value',
        params: idParams,
        body: calendarEventUpdateSchema,
        response: { 200: calendarEventSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    };
    const handleUpdate = async (request: {
      params: { id: string };
      body: z.output<typeof calendarEventUpdateSchema>;
    }) => {
      const { id: _id, _id: _rowId, ...values } = request.body;
      const before = await calendar.get(request.params.id);
      if (!before) throw notFound();
      // Only one end of the period may change: the other is the stored one.
      if (endsBeforeStart({ ...before, ...values }))
        throw new HttpError(400, `endDate: ${END_BEFORE_START}`, { endDate: END_BEFORE_START });
      return (await calendar.update(request.params.id, values)) ?? Promise.reject(notFound());
    };
    app.patch(`${base}/:id`, update, handleUpdate);
    app.put(`${base}/:id`, update, handleUpdate);

    app.delete(
      `${base}/:id`,
      {
        schema: {
          tags,
          summary: 'Delete a calendar event',
          params: idParams,
          response: { 204: z.null(), 404: errorResponseSchema },
        },
      },
      async (request, reply) => {
        if (!(await calendar.remove(request.params.id))) throw notFound();
        return reply.code(204).send(null);
      },
    );
  }
};
