import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@contract/calendar';
import { dayKeyOf, eventsOnDay, formatCalendarDate, localDayOf, todayIn } from './calendar-dates';

const event = (id: string, date: string): CalendarEvent => ({
  _id: id,
  id,
  event: id,
  description: '',
  date: `${date}T00:00:00.000Z`,
  type: 'academic',
  session: '2026/2027',
});

describe('calendar dates', () => {
  it('formats a stored date in US long form, read in UTC', () => {
    expect(formatCalendarDate('2026-02-10T00:00:00.000Z')).toBe('February 10, 2026');
    expect(formatCalendarDate('2026-12-31')).toBe('December 31, 2026');
  });

  it('turns picker days and stored dates into the same key', () => {
    expect(dayKeyOf(new Date(2026, 1, 10, 23, 59))).toBe('2026-02-10');
    expect(dayKeyOf(localDayOf('2026-02-10T00:00:00.000Z'))).toBe('2026-02-10');
  });

  it("finds one day's events", () => {
    const events = [event('a', '2026-11-02'), event('b', '2026-11-03'), event('c', '2026-11-02')];
    expect(eventsOnDay(events, '2026-11-02').map((e) => e.id)).toEqual(['a', 'c']);
  });

  it("knows today in the association's time zone, not the visitor's", () => {
    const now = new Date('2026-11-22T23:30:00.000Z');
    expect(todayIn('Africa/Lagos', now)).toBe('2026-11-23');
    expect(todayIn('America/New_York', now)).toBe('2026-11-22');
    expect(todayIn('UTC', now)).toBe('2026-11-22');
  });
});
