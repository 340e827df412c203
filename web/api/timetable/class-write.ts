import { ApiError } from '@/lib/api-client';
import { withStoreMessage } from '@/lib/store-message';

/**
 * A failed class save: a clash (409) keeps the server's message, which names the clashing class,
 * so the form can show it and offer 'Save anyway'; anything else becomes the store message.
 */
export function classWriteError(storeMessage: string) {
  const toStore = withStoreMessage(storeMessage);
  return (error: unknown): never => {
    if (error instanceof ApiError && error.status === 409) throw error;
    return toStore(error);
  };
}

/** Whether a save failed because the class clashes with another. */
export const isClash = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409;
