/**
 * `npm run bench:web`: builds, serves the production build on a free port with a fresh data folder,
 * and runs Lighthouse (mobile emulation, simulated throttling) on every public route. Prints per route
 * the four category scores, LCP, TBT, CLS and the JavaScript the route loads (bytes over the wire).
 * It measures and prints; it asserts nothing.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { appRoutes } from '../contract/routes';
import { chromiumArgs, chromiumPath } from '../tests/e2e/support/chromium';
import { buildIfNeeded } from './build';

const root = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(base: string): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not become healthy in 60 s');
}

/** Public pages to measure: every route without parameters, plus any given on the command line. */
function routesToMeasure(): string[] {
  const fixed = appRoutes.filter(
    (route) => !route.includes(':') && !route.includes('*') && !route.startsWith('/admin'),
  );
  return [...new Set([...fixed, ...process.argv.slice(2).filter((arg) => arg.startsWith('/'))])];
}

await buildIfNeeded();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-bench-'));
const server = spawn(
  process.execPath,
  [path.join(root, process.env.DIST_DIR ?? 'dist', 'server/server.js')],
  {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: chromiumArgs,
});
try {
  await waitForHealth(base);
  const rows: Record<string, string | number>[] = [];
  for (const route of routesToMeasure()) {
    const measure = () =>
      lighthouse(`${base}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
    let result = await measure();
    // A fresh browser's first navigation now and then yields no trace (NO_NAVSTART): once more.
    if (result?.lhr.runtimeError) result = await measure();
    if (!result) throw new Error(`Lighthouse gave no result for ${route}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) {
      // Say why instead of printing zeros (e.g. NO_FCP when the page never painted).
      rows.push({ route, performance: `failed: ${runtimeError.code}` });
      continue;
    }
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const requests =
      (
        audits['network-requests']?.details as
          { items?: { resourceType?: string; transferSize?: number }[] } | undefined
      )?.items ?? [];
    const jsBytes = requests
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    rows.push({
      route,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      'LCP ms': Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      'TBT ms': Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      CLS: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      'JS KB (gzip)': Number((jsBytes / 1024).toFixed(1)),
    });
  }
  console.table(rows);
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
