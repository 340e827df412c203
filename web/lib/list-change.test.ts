import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyListChange } from './list-change';

type Item = { _id: string; name: string };
const item = (id: string): Item => ({ _id: id, name: `Item ${id}` });

describe('applyListChange', () => {
  it('adds a created item to the cached lists and pages once, even when a refetch brought it already', async () => {
    const client = new QueryClient();
    client.setQueryData(['things'], [item('a')]);
    client.setQueryData(['things', 'admin', { page: 1 }], { items: [item('a')], total: 1 });

    await applyListChange(client, ['things'], { created: item('b') });
    expect(client.getQueryData(['things'])).toEqual([item('a'), item('b')]);
    expect(client.getQueryData(['things', 'admin', { page: 1 }])).toEqual({
      items: [item('a'), item('b')],
      total: 2,
    });

    // The list was loaded again after the create answered (a renewed session refetches): the
    // create's own change must not show the item twice.
    await applyListChange(client, ['things'], { created: item('b') });
    expect(client.getQueryData(['things'])).toEqual([item('a'), item('b')]);
    expect(client.getQueryData(['things', 'admin', { page: 1 }])).toEqual({
      items: [item('a'), item('b')],
      total: 2,
    });
  });
});
