/**
 * `npm run security:check`: starts the built server on a fresh data folder, signs in as staff and
 * sends it the bad-input catalogue (scripts/security/families): every route of its OpenAPI
 * document with bad ids, query values, JSON, content types and multipart bodies, other methods,
 * plus /media traversal, the pages, headers, sessions and origins, and template patterns in titles.
 * Prints the inputs tried, the answers by status, the 5xx count and anything stored by a request
 * that was refused; exits 1 if there is any 5xx, failed check or wrongly stored row or file.
 * `--report <file>` also writes the result as JSON (scripts/test.ts counts its families).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildIfNeeded } from './build';
import { sampleIds } from './lib/sample-paths';
import { startBuiltServer } from './lib/built-server';
import type { CatalogueContext } from './security/context';
import { families } from './security/families';
import { readOperations } from './security/openapi';
import { realIds } from './security/real-ids';
import { buildReport, printReport } from './security/report';
import { runCases } from './security/run';
import { snapshot, wronglyStored } from './security/stored';
import type { Target } from './security/types';

const root = path.resolve(import.meta.dirname, '..');
const reportFlag = process.argv.indexOf('--report');
const reportFile = reportFlag > 0 ? process.argv[reportFlag + 1] : undefined;
/** Small upload limits, so the too-large cases are quick. */
const maxUploadBytes = 1024 * 1024;

await buildIfNeeded();
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-security-'));
const dataDir = path.join(folder, 'data');
fs.mkdirSync(dataDir);
const email = 'security-check@example.org';
const password = randomBytes(18).toString('base64url');
const server = await startBuiltServer({
  root,
  dataDir,
  captureLog: true,
  healthTimeoutMs: 120_000,
  env: {
    LOG_LEVEL: 'error',
    ADMIN_EMAIL: email,
    ADMIN_PASSWORD: password,
    MEDIA_MAX_IMAGE_BYTES: String(maxUploadBytes),
    MEDIA_MAX_PDF_BYTES: String(maxUploadBytes),
  },
});
const { base } = server;

async function signIn(): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`Signing in answered ${response.status}`);
  return cookie;
}

/** The messages of the errors the server logged (pino's JSON lines), each once. */
function loggedErrors(): string[] {
  const lines = server.log().split('\n').filter(Boolean);
  const messages = lines.map((line) => {
    try {
      const entry = JSON.parse(line) as { msg?: string; err?: { message?: string } };
      return entry.err?.message ?? entry.msg ?? line;
    } catch {
      return line;
    }
  });
  return [...new Set(messages)];
}

let exitCode = 1;
try {
  const target: Target = { base, cookie: await signIn(), dataDir };
  const operations = await readOperations(base);
  const photos = (await (await fetch(`${base}/api/photos?limit=1`)).json()) as { url: string }[];
  const context: CatalogueContext = {
    operations,
    ids: await realIds(target, operations),
    pageIds: await sampleIds(base),
    jpeg: await sharp({ create: { width: 64, height: 48, channels: 3, background: '#345' } })
      .jpeg()
      .toBuffer(),
    png: await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
    mediaUrl: photos[0]?.url ?? '/media/i/none.jpg',
    maxUploadBytes,
  };
  const cases = families.flatMap((family) => family.build(context));
  console.info(`${operations.length} operations in the OpenAPI document; ${cases.length} cases.`);
  const before = snapshot(folder, dataDir);
  const started = performance.now();
  const tried = await runCases(target, cases);
  const seconds = (performance.now() - started) / 1000;
  // Writes finish after their answers (the audit log, releasing files): let them land.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const stored = wronglyStored(before, snapshot(folder, dataDir), tried);
  const report = buildReport(tried, stored, seconds);
  printReport(report);
  const errors = loggedErrors();
  if (errors.length > 0) {
    console.info(`\nThe server logged ${errors.length} distinct errors, e.g.:`);
    for (const message of errors.slice(0, 8))
      console.info(`  ${message.split('\n')[0]?.slice(0, 200)}`);
  }
  if (reportFile) {
    fs.mkdirSync(path.dirname(path.resolve(reportFile)), { recursive: true });
    fs.writeFileSync(reportFile, JSON.stringify(report, null, 2));
  }
  const failed = report.families.filter((family) => family.problems.length > 0).length;
  console.info(
    `\nsecurity check: ${report.families.length - failed} families passed, ${failed} failed`,
  );
  exitCode = failed > 0 ? 1 : 0;
} catch (error) {
  console.error(error);
} finally {
  await server.stop();
  fs.rmSync(folder, { recursive: true, force: true });
}
process.exit(exitCode);
