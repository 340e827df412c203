/**
 * How many visits one client (an IP address) may add to one tutorial's view count per window. The
 * browser already counts a visit once (a localStorage flag); this bounds what a script can add.
 * It is generous on purpose: a class behind one campus address opening the same tutorial together
 * still counts.
 */
export const viewLimit = { perClient: 30, windowMs: 60 * 60 * 1000, maxTracked: 10_000 } as const;

/** In-memory, per process: a restart forgets, which only ever lets a few more visits count. */
export class ViewLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: { perClient: number; windowMs: number; maxTracked: number } = viewLimit,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one of the client's slots for this tutorial; false when none is left. */
  take(client: string, tutorialId: string): boolean {
    const key = `${client}\u0000${tutorialId}`;
    const since = this.now() - this.limit.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((time) => time > since);
    if (recent.length >= this.limit.perClient) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(this.now());
    // Re-inserted so the map's order is least recently used first.
    this.hits.delete(key);
    this.hits.set(key, recent);
    this.forgetOldest();
    return true;
  }

  /** Bounded memory: past the cap, the least recently seen keys go first. */
  private forgetOldest(): void {
    for (const key of this.hits.keys()) {
      if (this.hits.size <= this.limit.maxTracked) return;
      this.hits.delete(key);
    }
  }
}
