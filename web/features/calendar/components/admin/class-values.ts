import { z } from 'zod';
import { clockTimesOf } from '@contract/class-time';
import type { Day, Level, TimetableCategory } from '@contract/constants';
import {
  timetableClassCreateSchema,
  timetableClassUpdateSchema,
  type TimetableClass,
  type TimetableClassCreate,
} from '@contract/timetable';

/** The Timetable form: times as 'HH:MM' from `<input type="time">`. */
export type ClassFormValues = {
  day: Day;
  startTime: string;
  endTime: string;
  course: string;
  venue: string;
  lecturer: string;
  category: TimetableCategory;
  level: Level;
};

/** The labels the contract's messages are read under ('Course is required'). */
export const classLabels: Record<string, string> = {
  day: 'Day',
  time: 'Time',
  startTime: 'Start time',
  endTime: 'End time',
  course: 'Course',
  venue: 'Venue',
  lecturer: 'Lecturer',
  category: 'Category',
  level: 'Level',
};

/**
 * The form's own rule on top of the contract's: it has no free-text time, so it needs a start and
 * an end, unless the class keeps a saved time the form cannot read ('TBA': both left empty).
 */
const formTimes = (keepsTextTime: boolean) =>
  z
    .object({ startTime: z.string(), endTime: z.string() })
    .superRefine(({ startTime, endTime }, ctx) => {
      if (keepsTextTime && !startTime && !endTime) return;
      if (!startTime) ctx.addIssue({ code: 'custom', path: ['startTime'], message: 'is required' });
      if (!endTime) ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'is required' });
    });

/** Empty time inputs are times not given, as the contract sees them. */
const withoutBlankTimes = ({ startTime, endTime, ...rest }: ClassFormValues) => ({
  ...rest,
  ...(startTime ? { startTime } : {}),
  ...(endTime ? { endTime } : {}),
});

/**
 * The Timetable form's rules: the contract's (a new class needs a time, the end after the start;
 * course and venue required), with the form's own messages for empty times first.
 */
export const classFormSchema = (keepsTextTime: boolean) =>
  z.intersection(
    formTimes(keepsTextTime),
    z.preprocess(
      withoutBlankTimes,
      keepsTextTime ? timetableClassUpdateSchema : timetableClassCreateSchema,
    ),
  );

export type ClassFormSchema = ReturnType<typeof classFormSchema>;

/** Spec §3 defaults: Monday, pure-physics, 100L. */
export const emptyClassForm = (): ClassFormValues => ({
  day: 'Monday',
  startTime: '',
  endTime: '',
  course: '',
  venue: '',
  lecturer: '',
  category: 'pure-physics',
  level: '100L',
});

export const classFormFrom = (entry: TimetableClass): ClassFormValues => {
  const times = clockTimesOf(entry.time);
  return {
    day: entry.day,
    startTime: times.startTime ?? '',
    endTime: times.endTime ?? '',
    course: entry.course,
    venue: entry.venue,
    lecturer: entry.lecturer,
    category: entry.category,
    level: entry.level,
  };
};

export function classPayload(values: ClassFormValues): TimetableClassCreate {
  return {
    day: values.day,
    ...(values.startTime && values.endTime
      ? { startTime: values.startTime, endTime: values.endTime }
      : {}),
    course: values.course.trim(),
    venue: values.venue.trim(),
    lecturer: values.lecturer.trim(),
    category: values.category,
    level: values.level,
  };
}

/** The fields that bring a deleted class back as it was. */
export const classRestorePayload = (entry: TimetableClass): TimetableClassCreate => ({
  day: entry.day,
  time: entry.time,
  course: entry.course,
  venue: entry.venue,
  lecturer: entry.lecturer,
  category: entry.category,
  level: entry.level,
});
