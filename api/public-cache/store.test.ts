import { describe, expect, it } from 'vitest';
import { EVERY_TABLE } from '../../db/table-changes';
import { AnswerCache, type CachedAnswer } from './store';

const answer = (tables: string[], bytes = 10, storedAt = Date.now()): CachedAnswer => ({
  headers: { 'content-type': 'application/json' },
  identity: Buffer.alloc(bytes),
  compressible: false,
  encoded: {},
  etag: '"x"',
  tables: new Set(tables),
  storedAt,
});

describe('the public-read cache store', () => {
  it('drops exactly the answers read from a changed table', () => {
    const cache = new AnswerCache(1024 * 1024, 60_000);
    cache.put('news', answer(['academic_news']), cache.begin());
    cache.put('courses', answer(['courses', 'course_materials']), cache.begin());
    cache.invalidate(new Set(['course_materials']));
    expect(cache.get('news')).toBeDefined();
    expect(cache.get('courses')).toBeUndefined();
  });

  it('never keeps an answer read while one of its tables changed', () => {
    const cache = new AnswerCache(1024 * 1024, 60_000);
    const since = cache.begin();
    cache.invalidate(new Set(['academic_news']));
    expect(cache.put('news', answer(['academic_news']), since)).toBe(false);
    // A change to another table does not stand in its way.
    const later = cache.begin();
    cache.invalidate(new Set(['photos']));
    expect(cache.put('news', answer(['academic_news']), later)).toBe(true);
  });

  it('drops an answer whose tables could not be told with any change, and all with EVERY_TABLE', () => {
    const cache = new AnswerCache(1024 * 1024, 60_000);
    cache.put('raw', answer([EVERY_TABLE]), cache.begin());
    cache.put('news', answer(['academic_news']), cache.begin());
    cache.invalidate(new Set(['photos']));
    expect(cache.get('raw')).toBeUndefined();
    expect(cache.get('news')).toBeDefined();
    cache.invalidate(new Set([EVERY_TABLE]));
    expect(cache.size).toBe(0);
  });

  it('keeps an answer read from one row through changes to other rows of its table', () => {
    const cache = new AnswerCache(1024 * 1024, 60_000);
    cache.put('article a', answer(['academic_news#a', 'site_content']), cache.begin());
    cache.put('news', answer(['academic_news']), cache.begin());
    // Another item published: the list goes, the article stays.
    cache.invalidate(new Set(['academic_news', 'academic_news#b']));
    expect(cache.get('news')).toBeUndefined();
    expect(cache.get('article a')).toBeDefined();
    cache.invalidate(new Set(['academic_news', 'academic_news#a']));
    expect(cache.get('article a')).toBeUndefined();
  });

  it('drops an answer read from one row with a change to rows it could not name', () => {
    const cache = new AnswerCache(1024 * 1024, 60_000);
    cache.put('article a', answer(['academic_news#a']), cache.begin());
    cache.invalidate(new Set(['academic_news', 'academic_news#*']));
    expect(cache.get('article a')).toBeUndefined();
    // And never keeps one read while such a change happened.
    const since = cache.begin();
    cache.invalidate(new Set(['academic_news', 'academic_news#*']));
    expect(cache.put('article a', answer(['academic_news#a']), since)).toBe(false);
    const later = cache.begin();
    cache.invalidate(new Set(['academic_news', 'academic_news#b']));
    expect(cache.put('article a', answer(['academic_news#a']), later)).toBe(true);
  });

  it('after forgetting old rows, counts every row of their tables as changed', () => {
    const cache = new AnswerCache(1024 * 1024, 60_000);
    const since = cache.begin();
    for (let n = 0; n <= 10_000; n += 1) cache.invalidate(new Set([`academic_news#${n}`]));
    expect(cache.put('article a', answer(['academic_news#a']), since)).toBe(false);
    expect(cache.put('article a', answer(['academic_news#a']), cache.begin())).toBe(true);
  });

  it('lets the least recently used answers go past its size', () => {
    const cache = new AnswerCache(1000, 60_000);
    for (const key of ['a', 'b', 'c', 'd']) cache.put(key, answer([], 120), cache.begin());
    cache.get('a');
    for (const key of ['e', 'f', 'g', 'h', 'i']) cache.put(key, answer([], 120), cache.begin());
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('b')).toBeUndefined();
  });

  it('lets an answer age out, and keeps nothing while suspended', () => {
    const cache = new AnswerCache(1024 * 1024, 60_000);
    cache.put('old', answer([], 10, Date.now() - 61_000), cache.begin());
    expect(cache.get('old')).toBeUndefined();
    cache.suspend();
    expect(cache.put('news', answer(['academic_news']), cache.begin())).toBe(false);
    cache.resume();
    expect(cache.put('news', answer(['academic_news']), cache.begin())).toBe(true);
  });
});
