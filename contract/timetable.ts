import { z } from 'zod';
import { clockTimePattern, formatTimeRange, parseClockTime } from './class-time';
import { days, levels, timetableCategories } from './constants';
import { optionalLine, requiredLine } from './fields';

export const timetableClassSchema = z.object({
  _id: z.string(),
  id: z.string(),
  day: z.enum(days),
  /** Free text, as the spec has it ('8:00 AM - 10:00 AM'). */
  time: z.string(),
  /** The start and end read from `time` ('HH:MM', 24-hour), or null when it names none. */
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  course: z.string(),
  venue: z.string(),
  lecturer: z.string(),
  category: z.enum(timetableCategories),
  level: z.enum(levels),
});
export type TimetableClass = z.infer<typeof timetableClassSchema>;

const clockTime = z.string().regex(clockTimePattern, 'must be a time (HH:MM)');

const timetableFields = {
  day: z.enum(days, { error: 'must be a day from Monday to Saturday' }),
  time: requiredLine(50),
  startTime: clockTime,
  endTime: clockTime,
  course: requiredLine(200),
  venue: requiredLine(200),
  lecturer: optionalLine(200),
  category: z.enum(timetableCategories),
  level: z.enum(levels),
};

type TimeInput = {
  time?: string | undefined;
  startTime?: string | undefined;
  endTime?: string | undefined;
};

/**
 * A class's time comes either as the free text `time` or as `startTime` and `endTime`, which go
 * together, end after start. `required`: one of the two must be there (creation).
 */
function checkTimes(required: boolean) {
  return (value: TimeInput, ctx: z.RefinementCtx) => {
    const { startTime, endTime } = value;
    if (startTime !== undefined && endTime === undefined)
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'is required with startTime' });
    else if (endTime !== undefined && startTime === undefined)
      ctx.addIssue({ code: 'custom', path: ['startTime'], message: 'is required with endTime' });
    else if (startTime !== undefined && endTime !== undefined) {
      if ((parseClockTime(endTime) ?? 0) <= (parseClockTime(startTime) ?? 0))
        ctx.addIssue({
          code: 'custom',
          path: ['endTime'],
          message: 'must be after the start time',
        });
    } else if (required && value.time === undefined)
      ctx.addIssue({ code: 'custom', path: ['time'], message: 'is required' });
  };
}

/** startTime and endTime, when given, become the canonical `time` text ('8:00 AM - 10:00 AM'). */
function toStoredTime<T extends TimeInput>({
  startTime,
  endTime,
  ...rest
}: T): Omit<T, 'startTime' | 'endTime'> {
  if (startTime === undefined || endTime === undefined) return rest;
  return {
    ...rest,
    time: formatTimeRange(parseClockTime(startTime) ?? 0, parseClockTime(endTime) ?? 0),
  };
}

// Defaults (the admin form's) belong to creation only: a partial update must not reset fields.
export const timetableClassCreateSchema = z
  .strictObject({
    ...timetableFields,
    time: timetableFields.time.optional(),
    startTime: timetableFields.startTime.optional(),
    endTime: timetableFields.endTime.optional(),
    day: timetableFields.day.default('Monday'),
    category: timetableFields.category.default('pure-physics'),
    level: timetableFields.level.default('100L'),
  })
  .superRefine(checkTimes(true))
  .transform(
    // The refinement made sure a time is there, as text or as start and end.
    (value) =>
      toStoredTime(value) as Omit<typeof value, 'startTime' | 'endTime'> & { time: string },
  );
export type TimetableClassCreate = z.input<typeof timetableClassCreateSchema>;

export const timetableClassUpdateSchema = z
  .strictObject({ ...timetableFields, id: z.string().optional(), _id: z.string().optional() })
  .partial()
  .superRefine(checkTimes(false))
  .transform(toStoredTime);
export type TimetableClassUpdate = z.input<typeof timetableClassUpdateSchema>;

/** `?allowClash=true` saves a class even when it overlaps another (the admin's 'Save anyway'). */
export const timetableWriteQuerySchema = z.object({
  allowClash: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

/** Why two classes clash: the same room, or the same students (category and level). */
const clashReasons = ['venue', 'students'] as const;
export type ClashReason = (typeof clashReasons)[number];

/** The 409 a clashing save answers: `error` names the first clashing class. */
export const timetableClashResponseSchema = z.object({
  error: z.string(),
  clashes: z.array(z.object({ class: timetableClassSchema, reason: z.enum(clashReasons) })),
});
