import { vi } from 'vitest';

/**
 * Runs `run` as if the machine's own time zone were `zone` (Node re-reads TZ when it changes),
 * then puts the old one back: formatting must not depend on where it runs.
 */
export function inTimeZone<T>(zone: string, run: () => T): T {
  vi.stubEnv('TZ', zone);
  try {
    return run();
  } finally {
    vi.unstubAllEnvs();
  }
}

/** Two zones far apart: New York (UTC-5 in November) and Tokyo (UTC+9). */
export const farApartZones = ['America/New_York', 'Asia/Tokyo'] as const;
