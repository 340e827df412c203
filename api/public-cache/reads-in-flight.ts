/**
 * The public reads being answered afresh, by cache key: when a change drops a popular answer,
 * every visitor asking for it in the meantime would render the same page again. They wait for the
 * one already rendering instead, and take its answer if it was kept (it is then true for them:
 * they asked after it began, and no change it read came before it was kept).
 */
export class ReadsInFlight {
  private readonly reads = new Map<string, { settled: Promise<void> }>();

  get(key: string): { settled: Promise<void> } | undefined {
    return this.reads.get(key);
  }

  /** Marks `key` as being read; returns what ends that (once, whichever way the read ends). */
  begin(key: string): () => void {
    let settle!: () => void;
    const read = { settled: new Promise<void>((resolve) => (settle = resolve)) };
    this.reads.set(key, read);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      if (this.reads.get(key) === read) this.reads.delete(key);
      settle();
    };
  }
}
