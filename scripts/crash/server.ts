/** The built server as a child process the crash suite starts, and kills with SIGKILL. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../lib/server-process';

export const adminEmail = 'crash-admin@example.org';
export const adminPassword = 'crash-suite-password-1';

export interface Running {
  base: string;
  /** Milliseconds from spawn to the first healthy answer. */
  startedInMs: number;
  kill(): Promise<void>;
  /** The end of what the server printed, for a failure's message. */
  output(): string;
}

/** Spawns the server on `dataDir`; nothing waits for it to be healthy (see waitHealthy). */
export async function spawnServer(
  dist: string,
  dataDir: string,
): Promise<{ child: ChildProcess; base: string; output: () => string; spawnedAt: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(dist, 'server/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      // The contact form allows a few messages per client an hour: each suite message says it comes
      // from an address of its own, through the loopback "proxy".
      TRUSTED_PROXIES: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, base: `http://127.0.0.1:${port}`, output: () => tail, spawnedAt: Date.now() };
}

/** SIGKILL, then waits until the process is gone. */
export function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** Resolves once /api/health answers 2xx; rejects when the process exits first or after `timeoutMs`. */
async function waitHealthy(child: ChildProcess, base: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the server exited (${child.exitCode ?? child.signalCode}) before it was healthy`,
      );
    }
    try {
      if ((await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the server was not healthy after ${timeoutMs / 1000} s`);
}

/** Starts the server and waits until it is healthy; a failure to start carries its output. */
export async function startServer(dist: string, dataDir: string): Promise<Running> {
  const { child, base, output, spawnedAt } = await spawnServer(dist, dataDir);
  try {
    await waitHealthy(child, base, 60_000);
  } catch (error) {
    await killHard(child);
    throw new Error(`${(error as Error).message}: ${lastLine(output())}`, { cause: error });
  }
  return { base, startedInMs: Date.now() - spawnedAt, kill: () => killHard(child), output };
}

function lastLine(text: string): string {
  return (
    text
      .trim()
      .split('\n')
      .filter((line) => line.trim())
      .pop() ?? '(no output)'
  );
}
