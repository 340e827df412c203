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
  private readonly waitingBackground: (() => void)[] = [];
  private backgroundActive = 0;

  constructor(
    readonly concurrency = os.availableParallelism(),
    readonly maxWaiting = 200,
  ) {}

  /**
   * Runs `task` in its turn. Background work (an AVIF made ahead of being asked for) takes at most
   * one place, and only while no request's encode waits: it never delays what a visitor waits for.
   */
  async run<T>(task: () => Promise<T>, options: { background?: boolean } = {}): Promise<T> {
    const background = options.background ?? false;
    const queue = background ? this.waitingBackground : this.waiting;
    const free = background
      ? this.active < this.concurrency && this.backgroundActive === 0 && this.waiting.length === 0
      : this.active < this.concurrency;
    if (free) {
      this.active += 1;
    } else {
      if (queue.length >= this.maxWaiting) {
        throw new HttpError(
          503,
          'The server is busy making images. Please try again shortly.',
          undefined,
          { 'retry-after': '5' },
        );
      }
      // A finishing task hands its place straight to the next one, so `active` never overshoots.
      await new Promise<void>((resolve) => queue.push(resolve));
    }
    if (background) this.backgroundActive += 1;
    this.peak = Math.max(this.peak, this.active);
    try {
      return await task();
    } finally {
      if (background) this.backgroundActive -= 1;
      this.handOn();
    }
  }

  /** Gives a finished task's place to a waiting request's encode, else to background work. */
  private handOn(): void {
    const next =
      this.waiting.shift() ??
      (this.backgroundActive === 0 ? this.waitingBackground.shift() : undefined);
    if (next) next();
    else this.active -= 1;
  }
}
