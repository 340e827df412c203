import os from 'node:os';
import { HttpError } from '../plugins/errors';

/**
 * The one queue every image encode goes through (derivatives and uploads): at most `concurrency`
 * run at once, one per core by default, so encoding can never take every core (or libuv's thread
 * pool) from the rest of the server; at most `maxWaiting` wait, past that a 503 says come back.
 * Per process: each server instance bounds its own CPU.
 */
export class EncodeQueue {
  /** Encodes running now, and the most that ever ran at once (tests read both). */
  active = 0;
  peak = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency = os.availableParallelism(),
    readonly maxWaiting = 200,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.concurrency) {
      this.active += 1;
    } else {
      if (this.waiting.length >= this.maxWaiting) {
        throw new HttpError(
          503,
          'The server is busy making images. Please try again shortly.',
          undefined,
          { 'retry-after': '5' },
        );
      }
      // A finishing task hands its place straight to the next one, so `active` never overshoots.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.peak = Math.max(this.peak, this.active);
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
