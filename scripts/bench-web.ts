/**
 * `npm run bench:web`: builds, serves the production build on a free port with a fresh data folder
 * (or measures a running server: `--url http://127.0.0.1:5000`), and runs Lighthouse (mobile
 * emulation, simulated throttling) on every public route, detail routes included, with real ids
 * looked up from the sample content. Prints per route the four category scores, FCP, LCP, TBT, CLS,
 * the JavaScript the route loads (over the wire, and gzip) and the total bytes.
 * It measures and prints; it asserts nothing. Extra paths may be given as arguments;
 * `--only academics` keeps the routes whose path contains 'academics' (repeatable). `--runs 3`
 * measures each route three times and shows the run with the median performance score (and every
 * run's score): on a busy or small machine one run's blocking time can be several times another's.
 */
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../tests/e2e/support/chromium';
import { buildIfNeeded } from './build';
import { startBuiltServer, type BuiltServer } from './lib/built-server';
import { waitForHealth } from './lib/server-process';
import { samplePublicPaths } from './lib/sample-paths';

const root = path.resolve(import.meta.dirname, '..');
const urlFlag = process.argv.indexOf('--url');
const givenBase = urlFlag > 0 ? process.argv[urlFlag + 1] : undefined;
/** Every `--only <text>`: measuring only the routes a change touches takes seconds, not minutes. */
const onlyTexts = process.argv.flatMap((arg, index) =>
  process.argv[index - 1] === '--only' ? [arg] : [],
);
const runsFlag = process.argv.indexOf('--runs');
const runs = runsFlag > 0 ? Math.max(1, Number(process.argv[runsFlag + 1]) || 1) : 1;
const wanted = (route: string) =>
  onlyTexts.length === 0 || onlyTexts.some((text) => route.includes(text));

let server: BuiltServer | undefined;
let base = givenBase ?? '';
if (!givenBase) {
  await buildIfNeeded();
  server = await startBuiltServer({ root });
  base = server.base;
}

/** The gzip size of every script the page loaded, fetched again with gzip only. */
async function gzipBytes(urls: string[]): Promise<number> {
  let total = 0;
  for (const url of urls) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    const length = Number(response.headers.get('content-length'));
    const body = await response.arrayBuffer();
    // fetch decodes the body; Content-Length is what travelled when the server sent one.
    total +=
      length > 0 && response.headers.get('content-encoding') === 'gzip' ? length : body.byteLength;
  }
  return total;
}

let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: chromiumArgs });
  const { port } = chrome;
  await waitForHealth(base);
  const extra = process.argv
    .slice(2)
    .filter((arg) => arg.startsWith('/') && !onlyTexts.includes(arg));
  const routes = [...new Set([...(await samplePublicPaths(base)).filter(wanted), ...extra])];
  const rows: Record<string, string | number>[] = [];
  for (const route of routes) {
    const measure = () =>
      lighthouse(`${base}${route}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
    const measured: NonNullable<Awaited<ReturnType<typeof measure>>>[] = [];
    for (let run = 0; run < runs; run += 1) {
      let result = await measure();
      // A fresh browser's first navigation now and then yields no trace (NO_NAVSTART): once more.
      if (result?.lhr.runtimeError) result = await measure();
      if (!result) throw new Error(`Lighthouse gave no result for ${route}`);
      measured.push(result);
    }
    const performanceOf = (lhr: (typeof measured)[number]['lhr']) =>
      Math.round((lhr.categories.performance?.score ?? 0) * 100);
    const ordered = [...measured].sort((a, b) => performanceOf(a.lhr) - performanceOf(b.lhr));
    const median = ordered[Math.floor((ordered.length - 1) / 2)];
    if (!median) throw new Error(`Lighthouse gave no result for ${route}`);
    const { categories, audits, runtimeError } = median.lhr;
    if (runtimeError) {
      // Say why instead of printing zeros (e.g. NO_FCP when the page never painted).
      rows.push({ route, performance: `failed: ${runtimeError.code}` });
      continue;
    }
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const requests =
      (
        audits['network-requests']?.details as
          { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined
      )?.items ?? [];
    const scripts = requests.filter((item) => item.resourceType === 'Script');
    const wire = (items: typeof requests) =>
      items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
    const ms = (id: string) => Math.round(audits[id]?.numericValue ?? 0);
    rows.push({
      route,
      perf: score('performance'),
      ...(runs > 1
        ? { 'perf runs': measured.map((each) => performanceOf(each.lhr)).join('/') }
        : {}),
      a11y: score('accessibility'),
      bp: score('best-practices'),
      seo: score('seo'),
      'FCP ms': ms('first-contentful-paint'),
      'LCP ms': ms('largest-contentful-paint'),
      'TBT ms': ms('total-blocking-time'),
      CLS: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      'JS KB wire': kb(wire(scripts)),
      'JS KB gzip': kb(await gzipBytes(scripts.map((item) => item.url))),
      'total KB': kb(wire(requests)),
    });
  }
  console.table(rows);
} finally {
  await chrome?.kill();
  await server?.stop();
}
