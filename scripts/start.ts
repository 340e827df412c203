/** `npm start`: build what is stale, then run the server (which migrates, seeds an empty database and listens). */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfNeeded } from './build';
import { serverEnvironment } from './lib/server-environment';

const root = path.resolve(import.meta.dirname, '..');
await buildIfNeeded();

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, process.env.DIST_DIR ?? 'dist', 'server/server.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env: serverEnvironment(),
  },
);
// The server handles the signal itself (finishing in-flight requests); this wrapper only relays it.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
