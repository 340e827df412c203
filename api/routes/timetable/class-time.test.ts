import { describe, expect, it } from 'vitest';
import {
  clockTimesOf,
  formatClockTime,
  formatTimeRange,
  parseClockTime,
  parseTimeRange,
} from '../../../contract/class-time';

describe('parseTimeRange', () => {
  it.each([
    ['8:00 AM - 10:00 AM', 480, 600],
    ['08:00-10:00', 480, 600],
    ['14:00 – 16:30', 840, 990],
    ['2pm-4pm', 840, 960],
    ['12:00 PM - 2:00 PM', 720, 840],
    ['9.30 a.m. to 11 a.m.', 570, 660],
    ['8 - 10 AM', 480, 600],
    ['11 - 1 PM', 660, 780],
    ['10 AM - 12', 600, 720],
    ['11 AM - 1', 660, 780],
  ])('reads %s as %i to %i', (time, start, end) => {
    expect(parseTimeRange(time)).toEqual({ start, end });
  });

  it.each([
    ['9:00', 540],
    ['3 PM', 900],
  ])('reads a start without an end: %s', (time, start) => {
    expect(parseTimeRange(time)).toEqual({ start, end: null });
  });

  it('drops an end that is not after the start', () => {
    expect(parseTimeRange('10:00 - 09:00')).toEqual({ start: 600, end: null });
  });

  it.each(['TBA', '', 'Evening', '25:00', '13 PM', '9:75', '1-2-3'])(
    'finds no time in %j',
    (time) => {
      expect(parseTimeRange(time)).toEqual({ start: null, end: null });
    },
  );
});

describe('clock times', () => {
  it('converts between HH:MM and minutes', () => {
    expect(parseClockTime('08:05')).toBe(485);
    expect(parseClockTime('8:05')).toBeNull();
    expect(parseClockTime('24:00')).toBeNull();
    expect(formatClockTime(485)).toBe('08:05');
  });

  it('writes the canonical range text', () => {
    expect(formatTimeRange(480, 600)).toBe('8:00 AM - 10:00 AM');
    expect(formatTimeRange(0, 750)).toBe('12:00 AM - 12:30 PM');
  });

  it('gives the start and end the API returns beside the text', () => {
    expect(clockTimesOf('2:00 PM - 4:00 PM')).toEqual({ startTime: '14:00', endTime: '16:00' });
    expect(clockTimesOf('9:00')).toEqual({ startTime: '09:00', endTime: null });
    expect(clockTimesOf('TBA')).toEqual({ startTime: null, endTime: null });
  });
});
