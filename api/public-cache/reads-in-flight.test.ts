import { describe, expect, it } from 'vitest';
import { ReadsInFlight } from './reads-in-flight';
import { AnswerCache, type CachedAnswer } from './store';

const answer = (tables: string[], expiresAt?: number): CachedAnswer => ({
  headers: { 'content-type': 'text/html' },
  identity: Buffer.from('<main>news</main>'),
  compressible: false,
  encoded: {},
  etag: '"x"',
  tables: new Set(tables),
  storedAt: Date.now(),
  expiresAt,
});
const news = () => new Set(['academic_news']);
const now = () => Date.now();

/** A cache and the reads in flight over it, with /news answered once (its tables are known). */
function pageOnce() {
  const cache = new AnswerCache(1024 * 1024, 60_000);
  const inFlight = new ReadsInFlight(cache);
  const first = answer(['academic_news', 'site_content']);
  inFlight.begin('/news', cache.begin())(first);
  cache.put('/news', first, 0);
  return { cache, inFlight };
}

/** A change drops /news; a visitor starts rendering it again: the render under way. */
function renderAfterChange({ cache, inFlight }: ReturnType<typeof pageOnce>) {
  cache.invalidate(news());
  const since = cache.begin();
  return inFlight.begin('/news', since);
}

describe('reads answered afresh, shared with the visitors asking meanwhile', () => {
  it('give a visitor who asked before any change the render’s answer, even one a later change keeps out of the cache', async () => {
    const reads = pageOnce();
    const settle = renderAfterChange(reads);
    const waiting = reads.inFlight.shared('/news', now);
    // A save lands after the visitor asked, before the render ends: the cache refuses its answer.
    reads.cache.invalidate(news());
    const rendered = answer(['academic_news', 'site_content']);
    settle(rendered);
    expect(await waiting).toBe(rendered);
    expect(reads.cache.get('/news')).toBeUndefined();
  });

  it('never give a visitor who asked after a change made during the render its answer', async () => {
    const reads = pageOnce();
    const settle = renderAfterChange(reads);
    reads.cache.invalidate(news());
    // Told at once, without waiting: this visitor renders the page afresh.
    expect(await reads.inFlight.shared('/news', now)).toBeUndefined();
    settle(answer(['academic_news', 'site_content']));
  });

  it('are shared across a change to a table the page does not read', async () => {
    const reads = pageOnce();
    const settle = renderAfterChange(reads);
    reads.cache.invalidate(new Set(['courses']));
    const waiting = reads.inFlight.shared('/news', now);
    const rendered = answer(['academic_news', 'site_content']);
    settle(rendered);
    expect(await waiting).toBe(rendered);
  });

  it('are not shared when the render read a table the page had not read before', async () => {
    const reads = pageOnce();
    const settle = renderAfterChange(reads);
    const waiting = reads.inFlight.shared('/news', now);
    settle(answer(['academic_news', 'site_content', 'upcoming_events']));
    expect(await waiting).toBeUndefined();
  });

  it('are not shared once a scheduled item they leave out is public', async () => {
    const reads = pageOnce();
    const settle = renderAfterChange(reads);
    const waiting = reads.inFlight.shared('/news', now);
    settle(answer(['academic_news', 'site_content'], Date.now() - 1));
    expect(await waiting).toBeUndefined();
  });

  it('for a page never answered before, give only an answer the cache kept', async () => {
    const cache = new AnswerCache(1024 * 1024, 60_000);
    const inFlight = new ReadsInFlight(cache);
    const settle = inFlight.begin('/events', cache.begin());
    const waiting = inFlight.shared('/events', now);
    cache.invalidate(new Set(['upcoming_events']));
    settle(answer(['upcoming_events']));
    expect(await waiting).toBeUndefined();

    const kept = answer(['upcoming_events']);
    const again = inFlight.begin('/events', cache.begin());
    const next = inFlight.shared('/events', now);
    cache.put('/events', kept, cache.begin());
    again(kept);
    expect(await next).toBe(kept);
  });

  it('are nothing to wait for when no render is under way, or it ended without an answer', async () => {
    const reads = pageOnce();
    expect(await reads.inFlight.shared('/news', now)).toBeUndefined();
    const settle = renderAfterChange(reads);
    const waiting = reads.inFlight.shared('/news', now);
    settle();
    expect(await waiting).toBeUndefined();
  });
});
