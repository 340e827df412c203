import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionLabel } from '../../../contract/academic-session';
import {
  calendarEventCreateSchema,
  calendarEventSchema,
  type CalendarEvent,
  calendarEventUpdateSchema,
  END_BEFORE_START,
  endsBeforeStart,
} from '../../../contract/calendar';
import { errorResponseSchema } from '../../../contract/errors';
import { calendarDate, idParams } from '../../../contract/fields';
import { pageOf, searchPageQuery } from '../../../contract/pagination';
import { calendarEventsRepository } from '../../../db/repositories/calendar-events';
import { resourceAudits } from '../../auth/audit-items';
import { HttpError } from '../../plugins/errors';

const notFound = () => new HttpError(404, 'Calendar event not found');
const tags = ['academic calendar'];
const listQuery = searchPageQuery.extend({
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  session: sessionLabel.optional(),
});

/** The academic calendar, at /api/events (the calendar pages' path) and /api/calendar (same data). */
export const calendarEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const calendar = calendarEventsRepository(app.db);
  const audits = resourceAudits<CalendarEvent>('calendar event', {
    name: (event) => event.event,
    find: (id) => calendar.get(id),
  });

  for (const base of ['/api/events', '/api/calendar']) {
    app.get(
      base,
      {
        schema: {
          tags,
          summary:
            "Calendar events in date order, optionally one session's (`session=2026/2027`), those on some day between two dates (a period may start earlier) or matching `q`; with `page` or `pageSize`, one page of them and the total in X-Total-Count",
          querystring: listQuery,
          response: { 200: z.array(calendarEventSchema) },
        },
      },
      async (request, reply) => {
        const { items, total } = await calendar.page(request.query, pageOf(request.query));
        return reply.header('x-total-count', String(total)).send(items);
      },
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
        config: { audit: audits.create },
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
      config: { audit: audits.update },
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
        config: { audit: audits.remove },
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
