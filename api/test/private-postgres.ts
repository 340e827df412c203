/**
 * A throwaway PostgreSQL of a test's own, from the installed binaries, in a temp folder on a free
 * port: a test may stop and start it (the shared cluster must never be). initdb refuses to run as
 * root, so as root every command runs as the `postgres` user (runuser).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../scripts/lib/server-process';

/** The newest installed server's bin folder, or undefined when PostgreSQL is not installed. */
export function postgresBinaries(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return undefined;
  const versions = fs
    .readdirSync(base)
    .filter((version) => fs.existsSync(path.join(base, version, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : undefined;
}

export interface PrivatePostgres {
  url: string;
  port: number;
  /** Fast shutdown (pg_ctl stop -m fast): connections are closed, as when an operator stops it. */
  stop(): void;
  /** Starts it again on the same port and waits until it accepts connections. */
  start(): Promise<void>;
  /** Stops it (immediately) and removes its folder. */
  remove(): void;
}

export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-pg-'));
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args], {
          stdio: 'pipe',
        })
      : execFileSync(path.join(bin, command), args, { stdio: 'pipe' });
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;

  const start = async () => {
    run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
    await waitForConnections(url);
  };
  await start();
  return {
    url,
    port,
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    start,
    remove: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function waitForConnections(url: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
