import { z } from 'zod';
import { sessionLabel } from './academic-session';
import { calendarEventTypes } from './constants';
import { calendarDate, isoDateString, optionalText, requiredLine } from './fields';

export const calendarEventSchema = z.object({
  _id: z.string(),
  id: z.string(),
  event: z.string(),
  description: z.string(),
  date: isoDateString,
  /** The last day of a break or exam period (inclusive); absent for a one-day event. */
  endDate: isoDateString.optional(),
  type: z.enum(calendarEventTypes),
  /** The academic session it belongs to ('2026/2027'). */
  session: z.string(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

const calendarFields = {
  event: requiredLine(200),
  description: optionalText(5000),
  date: calendarDate,
  /** Blank means none (and clears it in an update). */
  endDate: z
    .preprocess(
      (value) =>
        value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value,
      calendarDate.optional(),
    )
    .describe('The last day of a break or exam period; blank or left out for a one-day event'),
  type: z.enum(calendarEventTypes),
  /** Blank means left out. */
  session: z
    .preprocess(
      (value) =>
        value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value,
      sessionLabel.optional(),
    )
    .describe(
      'The academic session it belongs to; blank or left out, the one its date falls in (September to August) on creation, unchanged on update',
    ),
};

export const END_BEFORE_START = 'must not be before the start date';

type EventSpan = { date?: string | undefined; endDate?: string | undefined };

/** Whether a period ends before it starts (both days are stored alike, so text order is date order). */
export const endsBeforeStart = (event: EventSpan): boolean =>
  Boolean(event.date && event.endDate && event.endDate < event.date);

const endNotBeforeStart = (event: EventSpan, ctx: z.RefinementCtx) => {
  if (endsBeforeStart(event))
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: END_BEFORE_START });
};

// Defaults belong to creation only: a partial update must not reset fields it did not send.
export const calendarEventCreateSchema = z
  .strictObject({
    ...calendarFields,
    type: calendarFields.type.default('academic'),
  })
  .superRefine(endNotBeforeStart);
export type CalendarEventCreate = z.input<typeof calendarEventCreateSchema>;
/** The admin screen sends the id along with the changed fields; it is ignored in favour of the path. */
export const calendarEventUpdateSchema = z
  .strictObject({ ...calendarFields, id: z.string().optional(), _id: z.string().optional() })
  .partial()
  .superRefine(endNotBeforeStart);
