/**
 * Which database errors mean "the database cannot be reached or cannot serve right now" (answered
 * 503 with Retry-After, and the site recovers by itself) rather than a fault in a query (a 500).
 * The one place that knows the drivers' codes: pg's SQLSTATEs and socket errors, better-sqlite3's
 * result codes.
 */

/** Socket-level failures on the way to PostgreSQL (and Node's own for a refused or cut connection). */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs: class 08 (connection exception), 57P01 admin_shutdown, 57P02 crash_shutdown,
 * 57P03 cannot_connect_now (starting or shutting down), 53300 too_many_connections,
 * 57014 query_canceled (our statement_timeout), 40001/40P01 never: those are the caller's to retry.
 */
const postgresStates = /^(08...|57P0[123]|53300|57014)$/;

/** better-sqlite3's codes: locked or busy past the busy timeout, disk I/O, a full disk, unopenable. */
const sqliteCodes = /^SQLITE_(BUSY|LOCKED|IOERR|FULL|CANTOPEN|PROTOCOL|NOLFS)(_|$)/;

/** pg's own messages when a connection drops or cannot be had in time (they carry no code). */
const pgMessages = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Query read timeout/i,
  /Client has encountered a connection error/i,
  /Connection terminated due to connection timeout/i,
];

function matchesOne(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (networkCodes.has(code) || postgresStates.test(code) || sqliteCodes.test(code)) return true;
  }
  return typeof message === 'string' && pgMessages.some((pattern) => pattern.test(message));
}

/** True when this error (or one it wraps, through `cause` or an AggregateError) is unavailability. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const each = queue.shift();
    if (each === undefined || each === null || seen.has(each)) continue;
    seen.add(each);
    if (matchesOne(each)) return true;
    if (each instanceof AggregateError) queue.push(...(each.errors as unknown[]));
    if (typeof each === 'object') queue.push((each as { cause?: unknown }).cause);
  }
  return false;
}

/** Seconds a client is told to wait (Retry-After) before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is unavailable at the moment; please try again in a few seconds.';
