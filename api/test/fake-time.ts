import { vi } from 'vitest';

/**
 * Moves the time Date itself tells: the rate limits (rate-limiter-flexible, ADR 0007) read
 * Date.now(), as does the app's clock when the test gives it none. Only Date is faked, so timers
 * and I/O run as usual; time stands still between `advance` calls. Undo with `vi.useRealTimers()`.
 */
export function fakeTime(start = new Date('2026-11-22T09:00:00.000Z')) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start);
  return {
    now: () => new Date(),
    advance(ms: number) {
      vi.setSystemTime(Date.now() + ms);
    },
  };
}
