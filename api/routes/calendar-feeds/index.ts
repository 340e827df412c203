import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { levels, timetableCategories, timetableCategoryNames } from '../../../contract/constants';
import { calendarEventsRepository } from '../../../db/repositories/calendar-events';
import { semesterRepository } from '../../../db/repositories/semester';
import { timetableRepository } from '../../../db/repositories/timetable';
import { academicCalendarFeed, blockedDays, timetableFeed, timetableFileName } from './feeds';

export interface CalendarFeedOptions {
  /** The association's name, for the calendars' names. */
  siteName: string;
  /** IANA zone of class times (CALENDAR_TIMEZONE). */
  timeZone: string;
}

const tags = ['academic calendar'];
const calendarType = 'text/calendar; charset=utf-8';
// Calendar apps poll; a few minutes of caching spares the server without hiding changes for long.
const cacheControl = 'public, max-age=300';

const timetableQuery = z.object({
  category: z.enum(timetableCategories).optional(),
  level: z.enum(levels).optional(),
});

/**
 * Calendar subscriptions (issue 8): /api/calendar.ics, the academic calendar, and
 * /api/timetable.ics?category=&level=, a timetable as weekly events over the semester.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod<CalendarFeedOptions> = async (
  app,
  options,
) => {
  const calendar = calendarEventsRepository(app.db);
  const timetable = timetableRepository(app.db);
  const semester = semesterRepository(app.db);

  app.get(
    '/api/calendar.ics',
    {
      schema: {
        tags,
        summary: 'Every academic calendar event, as an iCalendar subscription',
        produces: ['text/calendar'],
      },
    },
    async (_request, reply) => {
      const body = academicCalendarFeed(await calendar.list(), {
        siteName: options.siteName,
        now: new Date(),
      });
      return reply
        .type(calendarType)
        .header('content-disposition', 'inline; filename="academic-calendar.ics"')
        .header('cache-control', cacheControl)
        .send(body);
    },
  );

  app.get(
    '/api/timetable.ics',
    {
      schema: {
        tags: ['timetable'],
        summary:
          'A timetable as weekly iCalendar events over the semester, skipping breaks and exams',
        description:
          'A category includes the classes for all categories; without a level, every level. Times are in the CALENDAR_TIMEZONE zone.',
        querystring: timetableQuery,
        produces: ['text/calendar'],
      },
    },
    async (request, reply) => {
      const { category, level } = request.query;
      const title = [
        category ? timetableCategoryNames[category] : 'All Categories',
        level ?? 'all levels',
      ].join(' ');
      const body = timetableFeed(
        await timetable.list({ category, level }),
        await semester.get(),
        blockedDays(await calendar.list()),
        { siteName: options.siteName, timeZone: options.timeZone, title, now: new Date() },
      );
      return reply
        .type(calendarType)
        .header('content-disposition', `inline; filename="${timetableFileName(category, level)}"`)
        .header('cache-control', cacheControl)
        .send(body);
    },
  );
};
