import { z } from 'zod';
import { calendarEventTypes } from './constants';
import { calendarDate, isoDateString, optionalText, requiredText } from './fields';

export const calendarEventSchema = z.object({
  _id: z.string(),
  id: z.string(),
  event: z.string(),
  description: z.string(),
  date: isoDateString,
  type: z.enum(calendarEventTypes),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

const calendarFields = {
  event: requiredText(200),
  description: optionalText(5000),
  date: calendarDate,
  type: z.enum(calendarEventTypes),
};

// Defaults belong to creation only: a partial update must not reset fields it did not send.
export const calendarEventCreateSchema = z.strictObject({
  ...calendarFields,
  type: calendarFields.type.default('academic'),
});
export type CalendarEventCreate = z.input<typeof calendarEventCreateSchema>;
/** The admin screen sends the id along with the changed fields; it is ignored in favour of the path. */
export const calendarEventUpdateSchema = z
  .strictObject({ ...calendarFields, id: z.string().optional(), _id: z.string().optional() })
  .partial();
