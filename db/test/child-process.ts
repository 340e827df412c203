/**
 * For tests that kill a real process: a small TypeScript script, bundled with esbuild so that node
 * starts it in a tenth of the time tsx would take, run as a child that the test can SIGKILL.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Bundles `source` (imports are relative to the repository's root) into `outfile`. */
export async function bundleChildScript(source: string, outfile: string): Promise<void> {
  await build({
    stdin: { contents: source, resolveDir: root, loader: 'ts', sourcefile: 'child.ts' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    // Bundled, packages too (requiring them one by one takes node ~0.3 s more), but for the native
    // better-sqlite3, which NODE_PATH finds from wherever the script is.
    external: ['better-sqlite3', 'pg-native'],
    outfile,
    logLevel: 'silent',
  });
}

export function runChild(script: string, args: string[]): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, [script, ...args], {
    env: { ...process.env, NODE_PATH: path.join(root, 'node_modules') },
  });
}

/** Resolves when the child prints `line` (a whole line) on stdout; rejects if it exits first. */
export function untilLine(child: ChildProcessWithoutNullStreams, line: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.split('\n').includes(line)) {
        child.stdout.off('data', onData);
        child.off('exit', onExit);
        resolve();
      }
    };
    const onExit = (code: number | null) =>
      reject(new Error(`child exited (${code}) before "${line}": ${out}${err}`));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdout.on('data', onData);
    child.on('exit', onExit);
  });
}

/** Kills the child with SIGKILL (no handler runs, as in a crash) and waits until it is gone. */
export function killHard(child: ChildProcessWithoutNullStreams): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
