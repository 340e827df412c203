/**
 * Builds what is missing or older than its sources: the web app (Vite) and the server (esbuild).
 * `--force` rebuilds both. Text assets are precompressed (brotli and gzip) so the server never
 * compresses a static file on the fly.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'esbuild';
import { isStale } from './lib/freshness';

const root = path.resolve(import.meta.dirname, '..');
// DIST_DIR (default dist) lets parallel work trees build side by side; it must stay inside the repo
// so the bundled server resolves its packages from node_modules.
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const webOut = path.join(dist, 'web');
// The web app's server entry, which renders public pages into their HTML; never served as a file.
const webSsrOut = path.join(dist, 'web-ssr');
const serverOut = path.join(dist, 'server/server.js');
const shared = ['contract', 'package-lock.json'].map((p) => path.join(root, p));
const webSources = [...shared, ...['web', 'vite.config.ts'].map((p) => path.join(root, p))];
const serverSources = [...shared, ...['api', 'db'].map((p) => path.join(root, p))];

const compressible = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;

function precompress(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) precompress(file);
    else if (compressible.test(entry.name) && fs.statSync(file).size > 1024) {
      const content = fs.readFileSync(file);
      fs.writeFileSync(
        `${file}.br`,
        zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
    }
  }
}

export async function buildIfNeeded(force = false): Promise<void> {
  if (
    force ||
    isStale(path.join(webOut, 'index.html'), webSources) ||
    isStale(path.join(webSsrOut, 'entry-server.js'), webSources)
  ) {
    console.info('Building the web app…');
    const vite = (...args: string[]) =>
      execFileSync(
        process.execPath,
        [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', ...args, '--logLevel', 'warn'],
        { cwd: root, stdio: 'inherit' },
      );
    vite('--outDir', webOut);
    vite('--ssr', path.join(root, 'web/entry-server.tsx'), '--outDir', webSsrOut);
    precompress(webOut);
  }
  if (force || isStale(serverOut, serverSources)) {
    console.info('Building the server…');
    await build({
      entryPoints: [path.join(root, 'api/server.ts')],
      outfile: serverOut,
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      packages: 'external',
      sourcemap: true,
      logLevel: 'warning',
    });
  }
}

if (import.meta.filename === process.argv[1]) {
  await buildIfNeeded(process.argv.includes('--force'));
}
