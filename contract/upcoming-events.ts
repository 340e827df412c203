import { z } from 'zod';
import {
  calendarDate,
  isoDateString,
  longText,
  optionalMediaUrl,
  optionalUrl,
  requiredLine,
  titleText,
} from './fields';
import { pageQuery, pageSizeParam, searchText } from './pagination';
import {
  includeDraftsParam,
  publishingCreateFields,
  publishingFields,
  publishingSchema,
} from './publishing';

export const upcomingEventSchema = z.object({
  _id: z.string(),
  title: z.string(),
  date: isoDateString,
  time: z.string(),
  location: z.string(),
  description: z.string(),
  organizer: z.string(),
  registrationLink: z.string().optional(),
  imageUrl: z.string().optional(),
  ...publishingSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UpcomingEvent = z.infer<typeof upcomingEventSchema>;

const eventFields = {
  title: titleText,
  date: calendarDate,
  time: requiredLine(100),
  location: requiredLine(200),
  description: longText,
  organizer: requiredLine(200),
  registrationLink: optionalUrl,
  imageUrl: optionalMediaUrl,
  ...publishingFields,
};

export const upcomingEventCreateSchema = z.strictObject({
  ...eventFields,
  ...publishingCreateFields,
});
export type UpcomingEventCreate = z.input<typeof upcomingEventCreateSchema>;
export const upcomingEventUpdateSchema = z.strictObject(eventFields).partial();

export const upcomingEventsQuery = pageQuery.extend({
  upcoming: z
    .enum(['true', 'false'])
    .default('false')
    .describe('true: only events dated today or later'),
  q: searchText,
  /** Overrides `limit`, the name the public pages use. */
  pageSize: pageSizeParam,
  includeDrafts: includeDraftsParam,
});

export const upcomingEventQuery = z.object({ includeDrafts: includeDraftsParam });

export const upcomingEventsPageSchema = z.object({
  events: z.array(upcomingEventSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type UpcomingEventsPage = z.infer<typeof upcomingEventsPageSchema>;
