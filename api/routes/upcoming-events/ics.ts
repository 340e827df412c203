import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../contract/errors';
import { idParams } from '../../../contract/fields';
import { upcomingEventsRepository } from '../../../db/repositories/upcoming-events';
import { HttpError } from '../../plugins/errors';
import { eventCalendar, icsFileName } from './icalendar';

export interface EventIcsOptions {
  /** The association's name, for the file's PRODID. */
  siteName: string;
  /** IANA zone of the events' times (CALENDAR_TIMEZONE). */
  timeZone: string;
}

/**
 * GET /api/upcoming-events/:id/ics: the event as an iCalendar file, for 'Add to calendar'. Its UID
 * is stable, so adding it again after a change updates the entry instead of duplicating it.
 */
export const upcomingEventIcsRoutes: FastifyPluginAsyncZod<EventIcsOptions> = async (
  app,
  options,
) => {
  const events = upcomingEventsRepository(app.db);

  app.get(
    '/api/upcoming-events/:id/ics',
    {
      schema: {
        tags: ['upcoming events'],
        summary: 'One event as an iCalendar (.ics) download',
        params: idParams,
        produces: ['text/calendar'],
        response: { 200: z.string().describe('An iCalendar file'), 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const event = await events.get(request.params.id, app.auth.now());
      if (!event) throw new HttpError(404, 'Event not found');
      const origin = app.auth.publicOrigin ?? `${request.protocol}://${request.host}`;
      const body = eventCalendar(
        { ...event, id: event._id },
        {
          producer: options.siteName,
          timeZone: options.timeZone,
          url: `${origin}/events/${encodeURIComponent(event._id)}`,
        },
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${icsFileName(event.title)}"`)
        .header('cache-control', 'no-cache')
        .send(body);
    },
  );
};
