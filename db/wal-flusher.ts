import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Makes an SQLite database's committed writes durable without stopping the server's thread (ADR
 * 0025): SQLite runs with `synchronous = NORMAL`, so a commit writes its pages to the WAL file but
 * does not fsync it, and the commit's caller waits for `flush()`, an fsync of the WAL on libuv's
 * thread pool, before it answers. Commits that ask while an fsync runs share the next one (group
 * commit). What was acknowledged survives a power loss as with `synchronous = FULL`, whose fsync
 * ran inside the commit, on the only thread, for as long as the disk took.
 */
export class WalFlusher {
  private running: Promise<void> | undefined;
  private next: Promise<void> | undefined;
  private directorySynced = false;

  constructor(
    private readonly databaseFile: string,
    /** The fsync itself (tests count or slow it). */
    private readonly sync: (file: fs.FileHandle) => Promise<void> = (file) => file.sync(),
  ) {}

  /** Resolves once every commit made before the call is on disk. */
  flush(): Promise<void> {
    // A running fsync may have begun before this caller's commit: it waits for the one after.
    if (this.running) return (this.next ??= this.running.then(() => this.start()));
    return this.start();
  }

  async close(): Promise<void> {
    await this.running?.catch(() => undefined);
  }

  private start(): Promise<void> {
    this.next = undefined;
    const running = this.syncOnce().finally(() => {
      if (this.running === running) this.running = undefined;
    });
    this.running = running;
    return running;
  }

  private async syncOnce(): Promise<void> {
    // Opened each time: a handle kept open would still point at a WAL file SQLite had replaced.
    let wal: fs.FileHandle;
    try {
      wal = await fs.open(`${this.databaseFile}-wal`, 'r');
    } catch (error) {
      // No WAL yet: nothing was written, nothing to sync.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    try {
      await this.sync(wal);
    } finally {
      await wal.close();
    }
    if (this.directorySynced) return;
    // A new WAL file is durable only once its directory entry is (SQLite syncs it once too).
    const directory = await fs.open(path.dirname(this.databaseFile), 'r');
    try {
      await directory.sync();
      this.directorySynced = true;
    } finally {
      await directory.close();
    }
  }
}
