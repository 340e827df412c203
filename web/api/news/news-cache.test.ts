import { describe, expect, it } from 'vitest';
import { newsItem } from '@/features/news-events/testing/fixtures';
import { createTestQueryClient } from '@/test/render';
import { applyNewsChange } from './news-cache';
import { newsKeys } from './news-keys';

describe('applyNewsChange', () => {
  it('refetches every public news read by prefix and edits the admin list in place', async () => {
    const queryClient = createTestQueryClient();
    const admin = newsKeys.admin({ page: 1, pageSize: 10 });
    const list = newsKeys.list({ limit: 4, page: 1 });
    queryClient.setQueryData(admin, { items: [], total: 0 });
    queryClient.setQueryData(list, { news: [], total: 0 });
    queryClient.setQueryData(newsKeys.detail('n1'), newsItem(1));

    const created = newsItem(2);
    await applyNewsChange(queryClient, { created });

    expect(queryClient.getQueryState(list)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(newsKeys.detail('n1'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(admin)).toEqual({ items: [created], total: 1 });
  });
});
