import {
  categoryIds,
  days,
  levels,
  type CategoryId,
  type Day,
  type Level,
} from '../../contract/constants';
import type { TimetableClassValues } from '../repositories/timetable';

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

const courses: Record<CategoryId, Record<Level, string[]>> = {
  'pure-physics': {
    '100L': ['PHY 101 General Physics I', 'PHY 107 Physics Practical I'],
    '200L': ['PHY 201 Classical Mechanics I', 'PHY 205 Waves and Optics'],
    '300L': ['PHY 301 Quantum Mechanics I', 'PHY 303 Electromagnetic Theory'],
    '400L': ['PHY 401 Quantum Mechanics II', 'PHY 405 Nuclear Physics'],
  },
  'industrial-physics': {
    '100L': ['PHY 103 General Physics III', 'IPH 101 Introduction to Industrial Physics'],
    '200L': ['IPH 201 Electronics I', 'IPH 203 Workshop Practice'],
    '300L': ['IPH 301 Instrumentation', 'IPH 305 Materials Science'],
    '400L': ['IPH 401 Renewable Energy Systems', 'IPH 403 Industrial Process Control'],
  },
  geophysics: {
    '100L': ['PHY 105 General Physics V', 'GPH 101 Introduction to Earth Science'],
    '200L': ['GPH 201 Physics of the Earth', 'GPH 205 Field Methods'],
    '300L': ['GPH 301 Seismology', 'GPH 303 Gravity and Magnetic Methods'],
    '400L': ['GPH 401 Exploration Geophysics', 'GPH 405 Geophysical Data Processing'],
  },
};

const shared: Record<Level, string> = {
  '100L': 'MTH 101 Elementary Mathematics I',
  '200L': 'MTH 201 Mathematical Methods I',
  '300L': 'PHY 307 Mathematical Physics',
  '400L': 'PHY 499 Research Project Seminar',
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
            course,
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
      course: shared[level],
      day: 'Saturday',
      time: pick(slots, index),
      venue: 'Faculty Auditorium',
      lecturer: 'Dr. K. Musa',
    });
  }
  return classes;
}
