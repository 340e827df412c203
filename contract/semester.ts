import { z } from 'zod';
import { calendarDate, isoDateString } from './fields';

/** The longest a semester may run, so a feed never repeats a class for years by mistake. */
const MAX_SEMESTER_DAYS = 366;

const semesterSchema = z.object({
  startDate: isoDateString,
  endDate: isoDateString,
});
export type Semester = z.infer<typeof semesterSchema>;

/** GET /api/semester: null until staff set the dates. */
export const semesterResponseSchema = z.object({ semester: semesterSchema.nullable() });

const DAY_MS = 24 * 60 * 60 * 1000;

/** PUT /api/semester: the first and last day of teaching, the last after the first. */
export const semesterUpdateSchema = z
  .strictObject({ startDate: calendarDate, endDate: calendarDate })
  .superRefine(({ startDate, endDate }, ctx) => {
    const days = (Date.parse(endDate) - Date.parse(startDate)) / DAY_MS;
    if (days <= 0)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'must be after the first day' });
    else if (days > MAX_SEMESTER_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: `A semester can run at most ${MAX_SEMESTER_DAYS} days`,
      });
  });
export type SemesterUpdate = z.input<typeof semesterUpdateSchema>;
