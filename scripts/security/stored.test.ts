import { describe, expect, it } from 'vitest';
import { wronglyStored, type Snapshot } from './stored';
import type { Tried } from './types';

const tried = (tag: string, status: number, path = '/api/academic-news'): Tried => ({
  case: { family: 'JSON bodies', tag, method: 'POST', path, note: 'a case' },
  answer: { status, body: '', headers: new Headers() },
});

const snap = (rows: string[], files: string[] = []): Snapshot => ({
  rows: new Map([['academic_news', new Set(rows)]]),
  files: new Set(files),
});

const seed = JSON.stringify({ id: 'seed-1', title: 'Seeded' });

describe('wronglyStored', () => {
  it('accepts rows written by requests that succeeded, marked or by the id in their path', () => {
    const created = JSON.stringify({ id: 'n2', title: 'Hello zsec1z' });
    const answered = JSON.stringify({ id: 'q1a2b3c4d5', answered: 1 });
    const after = snap([seed, created, answered]);
    const before = snap([seed, JSON.stringify({ id: 'q1a2b3c4d5', answered: 0 })]);
    const cases = [tried('zsec1z', 201), tried('zsec2z', 201, '/api/qna/q1a2b3c4d5/answers')];
    expect(wronglyStored(before, after, cases)).toEqual([]);
  });

  it('accepts an unmarked row written by a successful write to its resource, or shown in its answer', () => {
    const setting = JSON.stringify({ name: 'require-two-factor', value: 'false' });
    const secret = JSON.stringify({ user_id: 'u1', secret: 'RTAFC3RPAJQIFY2ITBYQ36CM' });
    const before: Snapshot = { rows: new Map(), files: new Set() };
    const after: Snapshot = {
      rows: new Map([
        ['site_settings', new Set([setting])],
        ['staff_two_factor', new Set([secret])],
      ]),
      files: new Set(),
    };
    const setup: Tried = {
      case: {
        family: 'JSON bodies',
        tag: 'zsec9z',
        method: 'POST',
        path: '/api/auth/setup',
        note: '',
      },
      answer: {
        status: 200,
        body: '{"secret":"RTAFC3RPAJQIFY2ITBYQ36CM"}',
        headers: new Headers(),
      },
    };
    expect(wronglyStored(before, after, [setup, tried('zsec8z', 204, '/api/settings/x')])).toEqual(
      [],
    );
    // Without those writes, both are findings.
    expect(wronglyStored(before, after, [])).toHaveLength(2);
  });

  it('names a row stored by a refused request, and the request', () => {
    const after = snap([seed, JSON.stringify({ id: 'n3', title: 'Bad zsec7z' })]);
    const [finding] = wronglyStored(snap([seed]), after, [tried('zsec7z', 400)]);
    expect(finding).toMatch(
      /academic_news: stored by a request answered 400 \(POST \/api\/academic-news/,
    );
  });

  it('names rows no request explains, deleted rows and new files', () => {
    const before = snap([seed], ['data/media/i/old.jpg']);
    const after = snap(
      [JSON.stringify({ id: 'n4', title: 'Unmarked' })],
      ['data/media/i/old.jpg', 'data/media/.incoming/tmp-1', 'escape.jpg'],
    );
    const findings = wronglyStored(before, after, [tried('zsec9z', 500)]);
    expect(findings).toEqual([
      expect.stringMatching(/a row no successful request wrote/),
      expect.stringMatching(/a row was deleted: .*seed-1/),
      expect.stringMatching(/a file no successful request stored: .*tmp-1/),
      expect.stringMatching(/a file no successful request stored: escape\.jpg/),
    ]);
  });
});
