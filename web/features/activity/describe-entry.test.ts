import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@contract/auth';
import { describeEntry } from './describe-entry';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: '1',
  userId: 'u1',
  userEmail: 'ada@example.org',
  resource: 'academic-news',
  resourceId: 'n1',
  action: 'create',
  method: 'POST',
  path: '/api/academic-news',
  createdAt: '2026-11-22T09:00:00.000Z',
  description: null,
  ...overrides,
});

describe('describeEntry', () => {
  it.each([
    [{}, 'created a news item'],
    [{ resource: 'photos', action: 'delete' as const }, 'deleted a photo'],
    [{ resource: 'events', action: 'update' as const }, 'updated a calendar event'],
    [{ resource: 'sign-in', action: 'other' as const }, 'signed in'],
    [{ resource: 'sign-out', action: 'other' as const }, 'signed out'],
    [{ resource: 'password', action: 'update' as const }, 'changed their password'],
    [
      { resource: 'users', action: 'update' as const, path: '/api/users/u2/reset-password' },
      "reset a staff account's password",
    ],
    [{ resource: 'lab-bookings', action: 'create' as const }, 'created lab bookings'],
    [
      { resource: 'webhooks', action: 'other' as const, method: 'POST', path: '/api/webhooks/x' },
      'POST /api/webhooks/x',
    ],
  ])('%o reads %s', (overrides, expected) => {
    expect(describeEntry(entry(overrides))).toBe(expected);
  });
});

describe('describeEntry with the words the server wrote', () => {
  it('says what was done to which item', () => {
    expect(
      describeEntry(
        entry({
          resource: 'tutorials',
          action: 'update',
          description: 'hid a comment on the tutorial “Waves”',
        }),
      ),
    ).toBe('hid a comment on the tutorial “Waves”');
  });
});
