import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type * as React from 'react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '@/test/render';
import { useDeleteConfirm } from './use-delete-confirm';

type Row = { _id: string; title: string };
const quiz: Row = { _id: 'event-2', title: 'Quiz Bowl' };

function setup(mutationFn: (id: string) => Promise<string>) {
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: React.ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => useDeleteConfirm<Row>(useMutation({ mutationFn }), { titleOf: (row) => row.title }),
    { wrapper },
  );
}

describe('useDeleteConfirm', () => {
  it('asks about a record, deletes it on confirm, says so and closes', async () => {
    const success = vi.spyOn(toast, 'success');
    const remove = vi.fn((id: string) => Promise.resolve(id));
    const { result } = setup(remove);
    expect(result.current.dialog.title).toBeNull();
    act(() => result.current.ask(quiz));
    expect(result.current.dialog.title).toBe('Quiz Bowl');
    act(() => result.current.dialog.onConfirm());
    await waitFor(() => expect(result.current.dialog.title).toBeNull());
    expect(remove).toHaveBeenCalledWith('event-2', expect.anything());
    expect(success).toHaveBeenCalledWith('Deleted “Quiz Bowl”');
  });

  it('stays open with the reason when the delete fails, until cancelled', async () => {
    const { result } = setup(() => Promise.reject(new Error('Failed to delete event')));
    act(() => result.current.ask(quiz));
    act(() => result.current.dialog.onConfirm());
    await waitFor(() => expect(result.current.dialog.error).toBe('Failed to delete event'));
    expect(result.current.dialog.title).toBe('Quiz Bowl');
    act(() => result.current.dialog.onCancel());
    expect(result.current.dialog.title).toBeNull();
    // Asking again starts without the old reason.
    act(() => result.current.ask(quiz));
    expect(result.current.dialog.error).toBeNull();
  });
});
