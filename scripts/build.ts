/**
 * Builds what is missing or older than its sources: the web app (React Router's build, through
 * Vite: the browser's files and the pages' server build) and the server (esbuild). `--force`
 * rebuilds both. The browser's text files are precompressed (brotli and gzip) so the server never
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
const serverOut = path.join(dist, 'server/server.js');
const shared = ['contract', 'package-lock.json'].map((p) => path.join(root, p));
const webSources = [
  ...shared,
  ...['web', 'vite.config.ts', 'react-router.config.ts'].map((p) => path.join(root, p)),
];
const serverSources = [...shared, ...['api', 'db'].map((p) => path.join(root, p))];
const samplesOut = path.join(dist, 'samples');
const sampleSources = [path.join(root, 'db/seed')];

const compressible = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes a brotli and a gzip copy beside every text file the browser loads, each only where it is
 * smaller than the file itself. Gzip is zopfli's: the same format, a few percent smaller than
 * zlib's best, which every page's script budget feels (ADR 0006).
 */
async function precompress(dir: string): Promise<void> {
  // Imported here, after the bundler ran, and its process-wide error handlers (an Emscripten
  // default) taken off again: they would print the module's own source over any later error.
  const exceptionHandlers = process.listeners('uncaughtException');
  const rejectionHandlers = process.listeners('unhandledRejection');
  const { gzipAsync } = await import('@gfx/zopfli');
  for (const handler of process.listeners('uncaughtException')) {
    if (!exceptionHandlers.includes(handler)) process.off('uncaughtException', handler);
  }
  for (const handler of process.listeners('unhandledRejection')) {
    if (!rejectionHandlers.includes(handler)) process.off('unhandledRejection', handler);
  }
  await compressTree(dir, gzipAsync);
}

async function compressTree(
  dir: string,
  gzip: (content: Buffer, options: { numiterations: number }) => Promise<Uint8Array>,
): Promise<void> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) await compressTree(file, gzip);
    else if (compressible.test(entry.name)) {
      const content = fs.readFileSync(file);
      const brotli = zlib.brotliCompressSync(content, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
      });
      if (brotli.length < content.length) fs.writeFileSync(`${file}.br`, brotli);
      const gzipped = Buffer.from(await gzip(content, { numiterations: 15 }));
      if (gzipped.length < content.length) fs.writeFileSync(`${file}.gz`, gzipped);
    }
  }
}

export async function buildIfNeeded(force = false): Promise<void> {
  if (force || isStale(path.join(webOut, 'server/index.js'), webSources)) {
    console.info('Building the web app…');
    fs.rmSync(webOut, { recursive: true, force: true });
    execFileSync(
      process.execPath,
      [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build', '--logLevel', 'warn'],
      { cwd: root, stdio: 'inherit', env: { ...process.env, DIST_DIR: path.relative(root, dist) } },
    );
    await precompress(path.join(webOut, 'client'));
  }
  if (force || isStale(serverOut, serverSources)) {
    console.info('Building the server…');
    fs.rmSync(path.dirname(serverOut), { recursive: true, force: true });
    await build({
      entryPoints: [path.join(root, 'api/server.ts')],
      outdir: path.dirname(serverOut),
      // What the server imports only when needed (the sample content's seed) goes in chunks of
      // its own, loaded then, with the libraries it imports.
      splitting: true,
      chunkNames: 'chunks/[name]-[hash]',
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      packages: 'external',
      sourcemap: true,
      logLevel: 'warning',
    });
  }
  // The sample content's images and PDFs, drawn once here rather than on the first start.
  if (force || isStale(path.join(samplesOut, '.done'), sampleSources)) {
    console.info('Drawing the sample images and PDFs…');
    fs.rmSync(samplesOut, { recursive: true, force: true });
    const { drawAll } = await import('../db/seed/drawings');
    await drawAll(samplesOut);
    fs.writeFileSync(path.join(samplesOut, '.done'), '');
  }
}

if (import.meta.filename === process.argv[1]) {
  await buildIfNeeded(process.argv.includes('--force'));
}
