import { ApiError } from '@/lib/api-client';

/**
 * The calendar screens show the spec's store messages ('Failed to fetch events', 'Failed to add
 * class', ...) whatever the server said (spec §8). The server's own message stays reachable as the
 * error's cause, for a detail line.
 */
export function withStoreMessage(message: string) {
  return (error: unknown): never => {
    if (!(error instanceof ApiError)) throw error; // A cancelled request, passed through.
    throw new ApiError(message, {
      status: error.status,
      code: error.code,
      fields: error.fields,
      cause: error,
    });
  };
}

/** The server's message behind a store message, when it adds something. */
export function serverDetail(error: Error): string | undefined {
  const cause = error.cause;
  return cause instanceof ApiError && cause.message !== error.message ? cause.message : undefined;
}
