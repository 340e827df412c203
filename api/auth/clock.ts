import fs from 'node:fs';
import type { AuthConfig } from '../config';

export type Clock = () => Date;

const systemClock: Clock = () => new Date();

export function clockOf(config: AuthConfig): Clock {
  return config.now ?? systemClock;
}

/** How long a read of the offset file is trusted: the clock is asked many times a request. */
const OFFSET_READ_EVERY_MS = 100;

/**
 * The system clock moved by the milliseconds written in `file` (missing or empty: none): how the
 * end-to-end stories inject a clock into a built server (CLOCK_OFFSET_FILE), to see a scheduled
 * item appear at its time without waiting for it. Time only moves on: an offset smaller than the
 * last one read is ignored, so nothing that was public becomes scheduled again.
 */
export function offsetFileClock(file: string): Clock {
  let offset = 0;
  let readAt = -Infinity;
  return () => {
    const now = Date.now();
    if (now - readAt >= OFFSET_READ_EVERY_MS) {
      readAt = now;
      let text = '';
      try {
        text = fs.readFileSync(file, 'utf8').trim();
      } catch {
        // No file yet: no offset.
      }
      const written = Number(text || 0);
      if (Number.isFinite(written) && written > offset) offset = written;
    }
    return new Date(now + offset);
  };
}

export const minutes = (n: number): number => n * 60_000;
export const days = (n: number): number => n * 86_400_000;

/** The ISO time `ms` milliseconds before `now`. */
export function before(now: Date, ms: number): string {
  return new Date(now.getTime() - ms).toISOString();
}
