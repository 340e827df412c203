import { describe, expect, it } from 'vitest';
import { farApartZones, inTimeZone } from '@/test/in-time-zone';
import { currentYear, formatLongDate, shortMonthName, toDateOnly } from './dates';
import { formatDateTime } from './relative-time';

describe('dates', () => {
  it("gives the current year in the association's time zone, not the machine's", () => {
    const newYearInLagos = new Date('2026-12-31T23:30:00Z'); // 00:30 on 1 January in Lagos
    for (const zone of farApartZones) {
      inTimeZone(zone, () => {
        expect(currentYear('Africa/Lagos', newYearInLagos)).toBe(2027);
        expect(currentYear('UTC', newYearInLagos)).toBe(2026);
      });
    }
  });

  it('formats dates in US long form', () => {
    expect(formatLongDate('2025-09-01')).toBe('September 1, 2025');
    expect(formatLongDate('2026-11-22T00:00:00.000Z')).toBe('November 22, 2026');
    expect(formatLongDate('not a date')).toBe('');
  });

  // Written out without Intl (a page's first Intl object is costly): the same text Intl writes.
  it('writes every day of four years as Intl writes it for en-US', () => {
    const long = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
    const short = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short' });
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
      const date = new Date(day);
      const iso = date.toISOString();
      expect(formatLongDate(iso.slice(0, 10))).toBe(long.format(date));
      expect(formatLongDate(iso)).toBe(long.format(date));
      expect(formatLongDate(new Date(day + 13.5 * 3600_000).toISOString())).toBe(long.format(date));
      expect(shortMonthName(date.getUTCMonth())).toBe(short.format(date));
    }
  });

  it('gives the year Intl gives in the furthest zones, around New Year and away from it', () => {
    const zones = ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Etc/GMT+12', 'Africa/Lagos', 'UTC'];
    const newYear = Date.UTC(2027, 0, 1);
    for (let time = newYear - 2 * 86_400_000; time <= newYear + 2 * 86_400_000; time += 1_800_000) {
      for (const timeZone of zones) {
        const year = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' });
        expect(currentYear(timeZone, new Date(time))).toBe(Number(year.format(time)));
      }
    }
    expect(currentYear('Pacific/Kiritimati', new Date('2026-07-01T12:00:00Z'))).toBe(2026);
  });

  it('cuts a date-time at the T', () => {
    expect(toDateOnly('2026-11-22T09:30:00.000Z')).toBe('2026-11-22');
    expect(toDateOnly('2026-11-22')).toBe('2026-11-22');
  });
});

describe.each(farApartZones)('on a machine in %s', (zone) => {
  it('really runs there (the test would prove nothing otherwise)', () => {
    const offset = inTimeZone(zone, () => new Date('2025-11-19T00:00:00.000Z').getTimezoneOffset());
    expect(offset).toBe(zone === 'Asia/Tokyo' ? -540 : 300);
  });

  it('a question asked on 19 November reads 19 November', () => {
    inTimeZone(zone, () => {
      expect(formatLongDate('2025-11-19T00:00:00.000Z')).toBe('November 19, 2025');
      expect(formatLongDate('2025-11-19')).toBe('November 19, 2025');
    });
  });

  it("places an instant in the association's zone, not the machine's", () => {
    inTimeZone(zone, () => {
      // 23:30 UTC on 19 November is 00:30 on the 20th in Lagos (UTC+1).
      expect(formatLongDate('2025-11-19T23:30:00.000Z', 'Africa/Lagos')).toBe('November 20, 2025');
      expect(formatDateTime('2025-11-19T23:30:00.000Z', 'Africa/Lagos')).toBe(
        'Nov 20, 2025, 12:30 AM',
      );
      expect(formatDateTime('2025-11-19T23:30:00.000Z', 'UTC')).toBe('Nov 19, 2025, 11:30 PM');
    });
  });
});
