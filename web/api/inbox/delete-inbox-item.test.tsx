import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '@/test/render';
import { useDeleteInboxItem } from './delete-inbox-item';
import { inboxKeys } from './inbox-keys';

afterEach(() => vi.unstubAllGlobals());

describe('useDeleteInboxItem', () => {
  it('invalidates every inbox read by the resource’s root key, and nothing else', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => new Response(null, { status: 204 })),
    );
    const queryClient = createTestQueryClient();
    const list = inboxKeys.list({ limit: 20, page: 1 });
    queryClient.setQueryData(list, { items: [], total: 0 });
    queryClient.setQueryData(inboxKeys.openCount(), { open: 3 });
    queryClient.setQueryData(['photos', 'list', undefined], { items: [], total: 0 });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useDeleteInboxItem(), { wrapper });

    await act(() => result.current.mutateAsync('m1'));

    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/api/inbox/m1');
    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(invalidated(list)).toBe(true);
    expect(invalidated(inboxKeys.openCount())).toBe(true);
    expect(invalidated(['photos', 'list', undefined])).toBe(false);
  });
});
