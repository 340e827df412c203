import type { Family } from '../context';
import { mutating } from '../openapi';
import { hostileStrings } from '../payloads';
import { sampleObject } from '../sample';
import { newTag } from '../tags';
import type { Case } from '../types';

const family = 'sessions, origins and sign-in';
const json = { 'content-type': 'application/json' };

/**
 * Every write route without a session and from another origin (which must never succeed), sign-in
 * with wrong types and hostile values, and session cookies that are not ours.
 */
export const access: Family = {
  name: family,
  build: ({ operations }) => {
    const cases: Case[] = [];
    const add = (item: Omit<Case, 'family' | 'tag'>, tag = newTag()) =>
      cases.push({ family, tag, ...item });
    for (const operation of operations.filter(mutating)) {
      const path = operation.template.replace(/\{\w+\}/g, 'no-such-id');
      const schema = operation.body ?? operation.answer;
      for (const anonymous of [true, false]) {
        const tag = newTag();
        add(
          {
            method: operation.method,
            path,
            anonymous,
            headers: { ...json, origin: 'https://evil.example' },
            body: JSON.stringify(schema ? sampleObject(schema, tag) : { title: tag }),
            note: anonymous ? 'no session, another origin' : 'staff session, another origin',
            verify: ({ status }) =>
              status < 400 ? `a write from another origin answered ${status}` : undefined,
          },
          tag,
        );
      }
      add({
        method: operation.method,
        path,
        anonymous: true,
        headers: json,
        body: '{}',
        note: 'no session',
      });
    }
    const logins: [string, unknown][] = [
      ['email as a number', { email: 12, password: 'x'.repeat(12) }],
      ['password as an object', { email: 'a@example.org', password: { $gt: '' } }],
      ['a 1 MB password', { email: 'a@example.org', password: 'x'.repeat(1_000_000) }],
      [
        'a 10,000-character email',
        { email: `${'a'.repeat(10_000)}@example.org`, password: 'x'.repeat(12) },
      ],
      ['an unknown field', { email: 'a@example.org', password: 'x'.repeat(12), role: 'admin' }],
      ['no password', { email: 'a@example.org' }],
      ...hostileStrings.map((value): [string, unknown] => [
        `email ${value.slice(0, 20)}`,
        { email: value, password: value },
      ]),
    ];
    for (const [note, body] of logins)
      add({
        method: 'POST',
        path: '/api/auth/login',
        anonymous: true,
        headers: json,
        body: JSON.stringify(body),
        note,
      });
    const cookies = [
      'session=',
      `session=${'a'.repeat(4000)}`,
      'session=%ZZ%00',
      'session=../../../etc/passwd',
      'session=a; session=b; session=c',
      "session=' OR '1'='1",
    ];
    for (const cookie of cookies) {
      add({
        method: 'GET',
        path: '/api/auth/me',
        anonymous: true,
        headers: { cookie },
        note: `cookie ${cookie.slice(0, 30)}`,
      });
      add({
        method: 'POST',
        path: '/api/academic-news',
        anonymous: true,
        headers: { cookie, ...json },
        body: '{}',
        note: `a write with cookie ${cookie.slice(0, 30)}`,
        verify: ({ status }) => (status < 400 ? `a forged session wrote (${status})` : undefined),
      });
    }
    return cases;
  },
};
