import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** How often the background connection moves the WAL's committed pages into the database file. */
const CHECKPOINT_EVERY_MS = 500;
/**
 * The writer's own checkpoint, kept only as a fallback should the background one stall: at this
 * many WAL pages (about 40 MB) it checkpoints as SQLite would by default at 1,000.
 */
export const FALLBACK_AUTOCHECKPOINT_PAGES = 10_000;

// A plain script, so it runs the same from the sources (tests, tsx) and from the bundle.
const script = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const database = new SQLite(workerData.file, { fileMustExist: true });
// Never wait for the writer: a checkpoint that cannot run now runs next time.
database.pragma('busy_timeout = 0');
const timer = setInterval(() => {
  try {
    database.pragma('wal_checkpoint(PASSIVE)');
  } catch {}
}, workerData.everyMs);
parentPort.once('message', () => {
  clearInterval(timer);
  database.close();
  parentPort.postMessage('closed');
});
`;

/** This module's location; a CommonJS bundle of it (a test's child process) has no import.meta. */
const here = () =>
  typeof import.meta.url === 'string'
    ? import.meta.url
    : pathToFileURL(path.join(process.cwd(), 'index.js')).href;

/**
 * Checkpoints an SQLite database's WAL from a worker thread with a connection of its own (ADR
 * 0021). SQLite's automatic checkpoint runs inside the commit that crosses its threshold, on the
 * thread that commits: here the server's only thread, which then stops answering for as long as it
 * takes to copy the pages and fsync the database file. A passive checkpoint from another
 * connection never blocks the writer or readers. Returns what stops it.
 */
export function startCheckpointer(file: string): () => Promise<void> {
  const worker = new Worker(script, {
    eval: true,
    workerData: {
      driver: createRequire(here()).resolve('better-sqlite3'),
      file,
      everyMs: CHECKPOINT_EVERY_MS,
    },
  });
  // It must never keep the process alive, nor bring it down: the fallback checkpoint remains.
  worker.unref();
  worker.on('error', () => undefined);
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  let stopped: Promise<void> | undefined;
  return () =>
    (stopped ??= (async () => {
      worker.once('message', () => void worker.terminate());
      worker.postMessage('stop');
      // A wedged worker is not waited for.
      const deadline = setTimeout(() => void worker.terminate(), 1000);
      await exited;
      clearTimeout(deadline);
    })());
}
