import { describe, expect, it } from 'vitest';
import { currentYear, formatLongDate, parseDate, toDateOnly } from './dates';

describe('dates', () => {
  it('gives the current year', () => {
    expect(currentYear(new Date(2026, 10, 22))).toBe(2026);
  });

  it('reads a date-only value as that local day', () => {
    const date = parseDate('2026-02-10');
    expect([date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([2026, 1, 10]);
  });

  it('formats dates in US long form', () => {
    expect(formatLongDate('2025-09-01')).toBe('September 1, 2025');
    expect(formatLongDate(new Date(2026, 10, 22))).toBe('November 22, 2026');
  });

  it('cuts a date-time at the T', () => {
    expect(toDateOnly('2026-11-22T09:30:00.000Z')).toBe('2026-11-22');
    expect(toDateOnly('2026-11-22')).toBe('2026-11-22');
  });
});
