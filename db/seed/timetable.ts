import {
  categoryIds,
  days,
  levels,
  type CategoryId,
  type Day,
  type Level,
} from '../../contract/constants';
import type { TimetableClassValues } from '../repositories/timetable';
import { courseLabel } from './courses';

const slots: [string, ...string[]] = [
  '8:00 AM - 10:00 AM',
  '10:00 AM - 12:00 PM',
  '12:00 PM - 2:00 PM',
  '2:00 PM - 4:00 PM',
];
const lecturers: [string, ...string[]] = [
  'Dr. A. Eze',
  'Prof. T. Bakare',
  'Dr. S. Adeyemi',
  'Dr. I. Okafor',
  'Dr. K. Musa',
];

/** Each track's own courses (codes from the sample catalogue), two per level. */
const courses: Record<CategoryId, Record<Level, string[]>> = {
  'pure-physics': {
    '100L': ['PHY 102', 'PHY 107'],
    '200L': ['PHY 201', 'PHY 207'],
    '300L': ['PHY 301', 'PHY 305'],
    '400L': ['PHY 401', 'PHY 403'],
  },
  'industrial-physics': {
    '100L': ['IPH 101', 'IPH 102'],
    '200L': ['IPH 203', 'IPH 204'],
    '300L': ['IPH 303', 'IPH 305'],
    '400L': ['IPH 403', 'IPH 407'],
  },
  geophysics: {
    '100L': ['GPH 101', 'GPH 102'],
    '200L': ['GPH 201', 'GPH 205'],
    '300L': ['GPH 301', 'GPH 303'],
    '400L': ['GPH 401', 'GPH 405'],
  },
};

/** The class every category of a level takes together. */
const shared: Record<Level, string> = {
  '100L': 'PHY 101',
  '200L': 'PHY 205',
  '300L': 'PHY 307',
  '400L': 'PHY 499',
};

const pick = <T>(list: readonly [T, ...T[]], n: number): T => list[n % list.length] ?? list[0];

/** Each category is taught in a room of its own; the shared classes meet in the auditorium. */
const categoryVenues: Record<CategoryId, string> = {
  'pure-physics': 'Physics Lecture Theatre',
  'industrial-physics': 'Lab 2',
  geophysics: 'Geophysics Lab',
};
const weekdays = days.filter((day) => day !== 'Saturday') as [Day, ...Day[]];

/**
 * Classes for every category and level, twice a week each, and one shared class per level for all
 * categories on Saturday. Nothing clashes: within a category every meeting has a weekday and
 * period of its own (its room is the category's), and the shared classes sit in separate periods.
 */
export function sampleTimetable(): TimetableClassValues[] {
  const classes: TimetableClassValues[] = [];
  let lecturer = 0;
  for (const category of categoryIds) {
    let meeting = 0;
    for (const level of levels) {
      for (const course of courses[category][level]) {
        for (let repeat = 0; repeat < 2; repeat += 1) {
          classes.push({
            category,
            level,
            course: courseLabel(course),
            day: pick(weekdays, meeting),
            time: pick(slots, Math.floor(meeting / weekdays.length)),
            venue: categoryVenues[category],
            lecturer: pick(lecturers, lecturer),
          });
          meeting += 1;
        }
        lecturer += 1;
      }
    }
  }
  for (const [index, level] of levels.entries()) {
    classes.push({
      category: 'all',
      level,
      course: courseLabel(shared[level]),
      day: 'Saturday',
      time: pick(slots, index),
      venue: 'Faculty Auditorium',
      lecturer: 'Dr. K. Musa',
    });
  }
  return classes;
}
