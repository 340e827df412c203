import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../../db/availability';

/**
 * The same functions, except that a database that cannot be reached makes them throw React
 * Router's way of answering a status, a thrown 503 Response: the page renders its error boundary
 * with 503 (and `answerPage` adds Retry-After), where an error would render a 500, or a list's
 * loader would show it failed in its place with 200 (web/lib/settled.ts lets a Response through).
 */
export function pagesSee503<T extends object>(target: T): T {
  const wrapped: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(target)) {
    if (typeof value === 'function') {
      wrapped[name] = async (...args: unknown[]) => {
        try {
          return (await (value as (...a: unknown[]) => unknown).apply(target, args)) as unknown;
        } catch (error) {
          if (!isDatabaseUnavailable(error)) throw error;
          throw new Response(DATABASE_UNAVAILABLE_MESSAGE, {
            status: 503,
            statusText: 'Service Unavailable',
            headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
          });
        }
      };
    } else if (typeof value === 'object' && value !== null) {
      wrapped[name] = pagesSee503(value);
    } else wrapped[name] = value;
  }
  return wrapped as T;
}

export { DATABASE_RETRY_AFTER_SECONDS };
