/** The built server for the load bench: started on a fresh data folder, its memory read from /proc. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitForHealth } from '../lib/server-process';

export interface BenchServer {
  base: string;
  process: ChildProcess;
  /** The server's resident memory now, in MB (VmRSS), or NaN where /proc is not there. */
  rssMb(): number;
  stop(): Promise<void>;
}

const benchAdmin = { email: 'bench-admin@example.org', password: 'bench-password-123' };

export async function startBenchServer(root: string): Promise<BenchServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-load-'));
  const child = spawn(
    process.execPath,
    [path.join(root, process.env.DIST_DIR ?? 'dist', 'server/server.js')],
    {
      cwd: root,
      // The caller's environment passes through, so limits (OVERLOAD_MAX_IN_FLIGHT, ...) can be tried.
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        ADMIN_EMAIL: benchAdmin.email,
        ADMIN_PASSWORD: benchAdmin.password,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitForHealth(base);
  return {
    base,
    process: child,
    rssMb() {
      try {
        const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
        const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
        return kb / 1024;
      } catch {
        return Number.NaN;
      }
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs the bench's admin in; the session cookie, for the staff writes. */
export async function signInCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(benchAdmin),
  });
  if (!response.ok)
    throw new Error(`Signing in answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((each) => each.split(';')[0])
    .find((each) => each && !each.endsWith('='));
  if (!cookie) throw new Error('Signing in set no session cookie (is two-factor required?)');
  return cookie;
}
