/**
 * `npm run dev`: one server on PORT (default 5000), as in production: the API, and the pages
 * rendered on the server from source by Vite with hot reload in the browser. The server restarts
 * when its own code (api/, db/, contract/) changes.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const child = spawn(
  process.execPath,
  [
    path.join(root, 'node_modules/tsx/dist/cli.mjs'),
    'watch',
    '--clear-screen=false',
    path.join(root, 'api/server.ts'),
    '--dev',
  ],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
