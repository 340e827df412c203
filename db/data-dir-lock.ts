/**
 * One writer per data folder (ADR 0010): a process that writes DATA_DIR (the server, a restore, a
 * reset) holds an exclusive SQLite lock on DATA_DIR/.lock.sqlite for as long as it runs. The lock is
 * the kernel's (a POSIX record lock), so it goes when the process goes, killed or not: no stale lock
 * to wait out. DATA_DIR/.lock.json says who holds it, only for the message a refused process prints.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';

export class DataDirLockedError extends Error {}

interface Holder {
  pid: number;
  purpose: string;
  host: string;
  startedAt: string;
}

const LOCK_FILE = '.lock.sqlite';
const HOLDER_FILE = '.lock.json';

/**
 * Takes the data folder's lock for this process, or throws DataDirLockedError (naming the process
 * that holds it) at once, without waiting. `purpose` says what this process is ("server",
 * "restore"), for that message. The lock is released by `release()` or when the process ends.
 */
export function acquireDataDirLock(dataDir: string, purpose: string): { release(): void } {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, LOCK_FILE);
  const holderFile = path.join(dataDir, HOLDER_FILE);
  // timeout 0: a held lock is refused at once instead of after better-sqlite3's 5 s busy wait.
  const lock = new SQLite(lockFile, { timeout: 0 });
  try {
    // An open exclusive transaction on a database nobody writes: the lock is all it is for.
    lock.pragma('locking_mode = EXCLUSIVE');
    lock.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    lock.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY')
      throw new DataDirLockedError(lockedMessage(dataDir, readHolder(holderFile)));
    throw new Error(`Could not lock the data folder ${dataDir}: ${String(error)}`, {
      cause: error,
    });
  }

  const me: Holder = {
    pid: process.pid,
    purpose,
    host: os.hostname(),
    startedAt: new Date().toISOString(),
  };
  writeHolder(holderFile, me);
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    // The note goes first: once the lock is free, the note may be the next holder's.
    if (readHolder(holderFile)?.pid === me.pid) fs.rmSync(holderFile, { force: true });
    lock.close();
  };
  // The kernel drops the lock at exit anyway; this tidies the note and the lock's journal.
  process.on('exit', release);
  return { release };
}

function lockedMessage(dataDir: string, note: Holder | undefined): string {
  // A note from a holder that is gone is a killed process's, left while the new holder starts.
  const holder = note && !(note.host === os.hostname() && !isAlive(note.pid)) ? note : undefined;
  const who = holder
    ? `process ${holder.pid} (${holder.purpose}) on host ${holder.host}, running since ${holder.startedAt}`
    : 'another process (it has not said which yet)';
  return (
    `The data folder ${path.resolve(dataDir)} is in use by ${who}. ` +
    'Only one process may use a data folder at a time: stop that process (or wait for it to ' +
    'finish), or point DATA_DIR at another folder, then try again.'
  );
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Written whole or not at all (a rename), so a refused process never reads half a note. */
function writeHolder(file: string, holder: Holder): void {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(holder));
  fs.renameSync(temporary, file);
}

function readHolder(file: string): Holder | undefined {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Holder>;
    if (typeof parsed.pid !== 'number' || typeof parsed.purpose !== 'string') return undefined;
    return {
      pid: parsed.pid,
      purpose: parsed.purpose,
      host: String(parsed.host ?? 'unknown'),
      startedAt: String(parsed.startedAt ?? 'an unknown time'),
    };
  } catch {
    return undefined;
  }
}
