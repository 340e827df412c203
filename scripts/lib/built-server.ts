/** The built server (dist/server/server.js), started for a script on a fresh data folder. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverEnvironment } from './server-environment';
import { freePort, waitForHealth } from './server-process';

export interface BuiltServerOptions {
  /** The repository's root, where dist/ (or DIST_DIR) is. */
  root: string;
  /** Added to the environment (over the caller's, which passes through: limits may be tried). */
  env?: Record<string, string>;
  /** Keep the server's stderr (its JSON log lines) for `log()` instead of showing it. */
  captureLog?: boolean;
  healthTimeoutMs?: number;
  /** A data folder the caller made (and removes); by default a fresh one that `stop` removes. */
  dataDir?: string;
}

export interface BuiltServer {
  base: string;
  dataDir: string;
  process: ChildProcess;
  /** Milliseconds from spawning the process to its first healthy answer. */
  startedInMs: number;
  /** The server's resident memory now, in MB (VmRSS), or NaN where /proc is not there. */
  rssMb(): number;
  /** What the server wrote to stderr, when captured. */
  log(): string;
  /** Stops it (SIGTERM) and removes the data folder it made. */
  stop(): Promise<void>;
}

/** Starts the built server as `npm start` runs it (production React), on its own port and folder. */
export async function startBuiltServer(options: BuiltServerOptions): Promise<BuiltServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-server-'));
  const spawnedAt = performance.now();
  const child = spawn(
    process.execPath,
    [path.join(options.root, process.env.DIST_DIR ?? 'dist', 'server/server.js')],
    {
      cwd: options.root,
      env: {
        ...serverEnvironment({ ...process.env, NODE_ENV: 'production' }),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        ...options.env,
      },
      stdio: ['ignore', 'ignore', options.captureLog ? 'pipe' : 'inherit'],
    },
  );
  const logged: string[] = [];
  child.stderr?.setEncoding('utf8').on('data', (text: string) => logged.push(text));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, options.healthTimeoutMs);
  } catch (error) {
    await stop();
    // What it said is the only clue to why it did not start.
    if (options.captureLog) console.error(`The server's log:\n${logged.join('')}`);
    throw error;
  }
  return {
    base,
    dataDir,
    process: child,
    startedInMs: performance.now() - spawnedAt,
    rssMb: () => residentMb(child.pid),
    log: () => logged.join(''),
    stop,
  };
}

/** A process's resident memory in MB (VmRSS), or NaN where /proc is not there. */
function residentMb(pid: number | undefined): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]) / 1024;
  } catch {
    return Number.NaN;
  }
}
