import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';

type Options<T> = {
  /** What the confirmation calls the record: its title, 'PHY 101: General Physics I'. */
  titleOf: (record: T) => string;
  /** The toast after a delete; 'Deleted “{title}”' by default. */
  deletedMessage?: (record: T) => string;
};

/**
 * A delete that asks first: `ask(record)` opens DeleteConfirm (spread `dialog` on it), which stays
 * open with the server's reason when the delete fails.
 */
export function useDeleteConfirm<T extends { _id: string }>(
  remove: UseMutationResult<unknown, Error, string>,
  { titleOf, deletedMessage = (record) => `Deleted “${titleOf(record)}”` }: Options<T>,
) {
  const [target, setTarget] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);

  function ask(record: T) {
    setError(null);
    setTarget(record);
  }

  function onConfirm() {
    if (!target) return;
    setError(null);
    remove.mutate(target._id, {
      onSuccess: () => {
        toast.success(deletedMessage(target));
        setTarget(null);
      },
      onError: (failure) => setError(failure.message),
    });
  }

  return {
    ask,
    dialog: {
      title: target ? titleOf(target) : null,
      pending: remove.isPending,
      error,
      onConfirm,
      onCancel: () => setTarget(null),
    },
  };
}
