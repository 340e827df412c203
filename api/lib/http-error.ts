/**
 * An error whose message is safe to show the client, with the status to answer. A file of its own:
 * the error handler (api/plugins/errors.ts) and the validation helpers (./validate.ts) both need it.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** Headers the answer carries, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}
