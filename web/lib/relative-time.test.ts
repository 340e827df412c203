import { describe, expect, it } from 'vitest';
import { formatDateTime, formatRelativeTime } from './relative-time';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it.each([
    [10, 'just now'],
    [90, '2 minutes ago'],
    [59 * 60, '59 minutes ago'],
    [3 * 3600, '3 hours ago'],
    [26 * 3600, 'yesterday'],
    [3 * 24 * 3600, '3 days ago'],
    [15 * 24 * 3600, '2 weeks ago'],
    [400 * 24 * 3600, 'last year'],
    [-2 * 24 * 3600, 'in 2 days'],
  ])('%i seconds ago reads %s', (seconds, expected) => {
    expect(formatRelativeTime(ago(seconds), now)).toBe(expected);
  });

  it('gives nothing for a value that is not a date', () => {
    expect(formatRelativeTime('soon', now)).toBe('');
    expect(formatDateTime('soon', 'UTC')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('names the day and time in the zone given', () => {
    expect(formatDateTime('2026-11-22T12:00:00Z', 'Africa/Lagos')).toBe('Nov 22, 2026, 1:00 PM');
  });
});
