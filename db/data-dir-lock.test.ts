import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';
import { bundleChildScript, killHard, runChild, untilLine } from './test/child-process';

let work: string;
let dataDir: string;
let holder: string;

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'chapter-lock-'));
  holder = path.join(work, 'holder.cjs');
  // Takes the lock, says so, then either waits to be killed or exits without releasing it.
  await bundleChildScript(
    `import { acquireDataDirLock } from './db/data-dir-lock';
     acquireDataDirLock(process.argv[2]!, 'restore');
     console.log('held');
     if (process.argv[3] === 'stay') setInterval(() => {}, 1000);`,
    holder,
  );
});
afterAll(async () => fs.rm(work, { recursive: true, force: true }));
beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(work, 'data-'));
});
afterEach(async () => fs.rm(dataDir, { recursive: true, force: true }));

const refusal = () => {
  try {
    acquireDataDirLock(dataDir, 'server').release();
  } catch (error) {
    return error;
  }
  return undefined;
};

describe('acquireDataDirLock', () => {
  it('is taken once in a process, and can be taken again once released', () => {
    const lock = acquireDataDirLock(path.join(dataDir, 'not-yet-made'), 'server');
    lock.release();
    const first = acquireDataDirLock(dataDir, 'server');
    const second = refusal();
    expect(second).toBeInstanceOf(DataDirLockedError);
    expect((second as Error).message).toContain(
      `process ${process.pid} (server) on host ${os.hostname()}`,
    );
    first.release();
    first.release(); // twice is harmless
    expect(refusal()).toBeUndefined();
  });

  it('refuses at once while another process holds it, naming that process, and is free as soon as it is killed', async () => {
    const child = runChild(holder, [dataDir, 'stay']);
    try {
      await untilLine(child, 'held');
      const started = performance.now();
      const error = refusal();
      expect(performance.now() - started).toBeLessThan(500);
      expect(error).toBeInstanceOf(DataDirLockedError);
      const message = (error as Error).message;
      expect(message).toContain(`process ${child.pid} (restore) on host ${os.hostname()}`);
      expect(message).toMatch(/running since \d{4}-\d\d-\d\dT/);
      expect(message).toContain('stop that process');
      expect(message).toContain(path.resolve(dataDir));
    } finally {
      await killHard(child);
    }
    // No stale lock to wait out: the kernel dropped it with the process.
    expect(refusal()).toBeUndefined();
  });

  it("does not name a dead process whose note outlived it (a kill, then a new holder's start)", async () => {
    const child = runChild(holder, [dataDir, 'stay']);
    try {
      await untilLine(child, 'held');
      const gone = runChild(holder, [path.join(dataDir, 'other')]);
      await new Promise((resolve) => gone.once('exit', resolve));
      const note = { pid: gone.pid, purpose: 'server', host: os.hostname(), startedAt: 'then' };
      await fs.writeFile(path.join(dataDir, '.lock.json'), JSON.stringify(note));
      expect((refusal() as Error).message).toContain(
        'in use by another process (it has not said which yet)',
      );
    } finally {
      await killHard(child);
    }
  });

  it('is released when its process exits without releasing it', async () => {
    const child = runChild(holder, [dataDir]);
    await untilLine(child, 'held');
    await new Promise((resolve) => child.once('exit', resolve));
    expect(refusal()).toBeUndefined();
    expect(await fs.readdir(dataDir)).toEqual(['.lock.sqlite']); // no note, no journal left
  });
});
