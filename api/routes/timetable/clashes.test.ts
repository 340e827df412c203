import { describe, expect, it } from 'vitest';
import { clockTimesOf } from '../../../contract/class-time';
import type { TimetableClass } from '../../../contract/timetable';
import { sampleTimetable } from '../../../db/seed/timetable';
import { describeClashes, findClashes, type ClassSlot } from './clashes';

let nextId = 0;
function entry(overrides: Partial<TimetableClass> = {}): TimetableClass {
  const id = `c${(nextId += 1)}`;
  const time = overrides.time ?? '8:00 AM - 10:00 AM';
  return {
    _id: id,
    id,
    day: 'Monday',
    course: 'PHY 101',
    venue: 'Lab 1',
    lecturer: '',
    category: 'pure-physics',
    level: '100L',
    ...overrides,
    time,
    ...clockTimesOf(time),
  };
}

const slot = (overrides: Partial<ClassSlot> = {}): ClassSlot => ({
  day: 'Monday',
  time: '9:00 AM - 11:00 AM',
  venue: 'Room 7',
  category: 'geophysics',
  level: '300L',
  ...overrides,
});

describe('findClashes', () => {
  it('finds an overlapping class in the same venue, whoever attends it', () => {
    const other = entry({ venue: ' room  7 ', category: 'industrial-physics', level: '100L' });
    expect(findClashes(slot(), [other])).toEqual([{ class: other, reason: 'venue' }]);
  });

  it('finds an overlapping class for the same category and level elsewhere', () => {
    const other = entry({ category: 'geophysics', level: '300L' });
    expect(findClashes(slot(), [other])).toEqual([{ class: other, reason: 'students' }]);
  });

  it("counts a class for 'all' as every category's, both ways", () => {
    const shared = entry({ category: 'all', level: '300L' });
    expect(findClashes(slot(), [shared])).toHaveLength(1);
    const geophysics = entry({ category: 'geophysics', level: '300L' });
    expect(findClashes(slot({ category: 'all' }), [geophysics])).toHaveLength(1);
  });

  it('ignores other days, other students elsewhere, touching periods and unreadable times', () => {
    const others = [
      entry({ day: 'Tuesday', venue: 'Room 7' }),
      entry({ category: 'geophysics', level: '200L' }),
      entry({ category: 'pure-physics', level: '300L' }),
      entry({ venue: 'Room 7', time: '11:00 AM - 1:00 PM' }),
      entry({ venue: 'Room 7', time: '7:00 AM - 9:00 AM' }),
      entry({ venue: 'Room 7', time: 'TBA' }),
    ];
    expect(findClashes(slot(), others)).toEqual([]);
    expect(findClashes(slot({ time: 'TBA' }), [entry({ venue: 'Room 7' })])).toEqual([]);
  });

  it('gives a class with only a start an hour', () => {
    expect(
      findClashes(slot({ time: '10:30' }), [entry({ venue: 'Room 7', time: '11:00' })]),
    ).toHaveLength(1);
    expect(
      findClashes(slot({ time: '10:00' }), [entry({ venue: 'Room 7', time: '11:00' })]),
    ).toEqual([]);
  });
});

describe('describeClashes', () => {
  it('names the first clashing class, why, and how many more', () => {
    const room = entry({ course: 'PHY 101 General Physics I', venue: 'Room 7' });
    const students = entry({ course: 'GPH 301 Seismology', category: 'geophysics', level: '300L' });
    expect(describeClashes([{ class: room, reason: 'venue' }])).toBe(
      'Clashes with PHY 101 General Physics I on Monday, 8:00 AM - 10:00 AM in Room 7 (same venue)',
    );
    expect(
      describeClashes([
        { class: students, reason: 'students' },
        { class: room, reason: 'venue' },
      ]),
    ).toBe(
      'Clashes with GPH 301 Seismology on Monday, 8:00 AM - 10:00 AM in Lab 1 (same students: Geophysics 300L) and 1 more class',
    );
  });
});

describe('the sample timetable', () => {
  it('has no clashes', () => {
    const classes = sampleTimetable().map((values) => entry(values));
    for (const item of classes) {
      const others = classes.filter((other) => other !== item);
      expect(findClashes(item, others), `${item.course} ${item.day}`).toEqual([]);
    }
  });
});
