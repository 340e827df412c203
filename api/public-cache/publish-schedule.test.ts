import { describe, expect, it } from 'vitest';
import type { PublishedTable } from '../../db/repositories/publishing';
import { PublishSchedule } from './publish-schedule';
import { AnswerCache } from './store';

/** News items' publish times (ms), as the lookup reads them; and how often it was asked. */
function scheduleOver(publishAt: Record<PublishedTable, number[]>) {
  const cache = new AnswerCache(1024 * 1024, 60_000);
  const asked: PublishedTable[] = [];
  const schedule = new PublishSchedule(cache, async (table, after) => {
    asked.push(table);
    const later = publishAt[table].filter((at) => at > after.getTime());
    return later.length > 0 ? new Date(Math.min(...later)) : undefined;
  });
  return { cache, asked, schedule };
}

const news = new Set(['academic_news']);

describe('when a public answer expires by time alone', () => {
  it('is the next scheduled item of a table the answer read, and never one of a table it did not', async () => {
    const { schedule } = scheduleOver({ academic_news: [5_000], upcoming_events: [3_000] });
    const expiryOf = schedule.begin(new Date(1_000));
    expect(await expiryOf(news)).toBe(5_000);
    expect(await expiryOf(new Set(['upcoming_events#e1', 'academic_news']))).toBe(3_000);
    expect(await expiryOf(new Set(['courses']))).toBeUndefined();
  });

  it('is not an item saved while the answer was being read: that save is a change, told as one', async () => {
    const publishAt = { academic_news: [] as number[], upcoming_events: [] as number[] };
    const { schedule } = scheduleOver(publishAt);
    const expiryOf = schedule.begin(new Date(1_000));
    // Published as the read goes on: its publish time is its save's, after the read began.
    publishAt.academic_news.push(1_005);
    expect(await expiryOf(news)).toBeUndefined();
  });

  it('is looked up again only once the table changed or its moment passed', async () => {
    const publishAt = { academic_news: [5_000], upcoming_events: [] as number[] };
    const { cache, asked, schedule } = scheduleOver(publishAt);
    await schedule.begin(new Date(1_000))(news);
    await schedule.begin(new Date(2_000))(news);
    expect(asked.filter((table) => table === 'academic_news')).toHaveLength(1);

    publishAt.academic_news.push(4_000);
    cache.invalidate(news);
    expect(await schedule.begin(new Date(2_500))(news)).toBe(4_000);
    // Past 4,000 the item is public: the next one is looked up.
    expect(await schedule.begin(new Date(4_500))(news)).toBe(5_000);
    expect(asked.filter((table) => table === 'academic_news')).toHaveLength(3);
  });
});
