/**
 * `npm test`: format check, lint, typecheck, unused files, exports and dependencies (knip), unit and
 * API tests (on in-memory SQLite, and again on PostgreSQL when TEST_DATABASE_URL is set), then the
 * browser tests against the production build, then the bad-input catalogue
 * (scripts/security-check.ts), the crash suite (scripts/crash-suite.ts) and, with TEST_DATABASE_URL
 * and nginx, the cluster test (scripts/test-cluster.ts) against it.
 * Stops at the first failing step and ends with one summary line of the counts.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findNginx } from './cluster/nginx';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'test-results');
fs.mkdirSync(reports, { recursive: true });
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

let passed = 0;
let failed = 0;
let skipped = 0;

/** Runs one step; on failure counts what the step reported (`count`), prints the summary and exits. */
function run(
  title: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  count?: () => void,
): void {
  console.info(`\n▶ ${title}`);
  const started = performance.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    try {
      count?.();
    } catch {
      // The runner died before writing its report: the summary shows what earlier steps counted.
    }
    console.error(`\n✖ ${title} failed`);
    summarize();
    process.exit(result.status ?? 1);
  }
  count?.();
  // Where CI's time goes, so the slowest step is known before it passes the 45-minute budget.
  console.info(`✔ ${title} (${Math.round((performance.now() - started) / 1000)} s)`);
}

function countVitest(file: string): void {
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
}

function countPlaywright(file: string): void {
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  passed += report.stats.expected + report.stats.flaky;
  failed += report.stats.unexpected;
  skipped += report.stats.skipped;
}

/** The bad-input catalogue: each family of inputs is one test, and so is the stored-data check. */
function countSecurityCheck(file: string): void {
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    families: { problems: string[] }[];
  };
  for (const family of report.families) {
    if (family.problems.length === 0) passed += 1;
    else failed += 1;
  }
}

function summarize(): void {
  console.info(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
}

run('Format check (prettier)', bin('prettier'), ['--check', '--log-level', 'warn', '.']);
run('Lint (eslint)', bin('eslint'), ['--max-warnings=0', '.']);
run('Typecheck (tsc)', 'npm', ['run', '--silent', 'typecheck']);
run('Unused files, exports and dependencies (knip)', 'npm', ['run', '--silent', 'knip']);

const sqliteReport = path.join(reports, 'vitest-sqlite.json');
run(
  'Unit and API tests on SQLite (vitest)',
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${sqliteReport}`],
  { TEST_DATABASE_URL: '' },
  () => countVitest(sqliteReport),
);

if (process.env.TEST_DATABASE_URL) {
  const pgReport = path.join(reports, 'vitest-postgres.json');
  run(
    'API tests on PostgreSQL (vitest)',
    bin('vitest'),
    [
      'run',
      '--project=server',
      '--project=server-mocks',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${pgReport}`,
    ],
    {},
    () => countVitest(pgReport),
  );
}

run('Production build', bin('tsx'), ['scripts/build.ts']);
const e2eReport = path.join(reports, 'playwright.json');
run(
  'Browser tests (playwright)',
  bin('playwright'),
  ['test'],
  { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
  () => countPlaywright(e2eReport),
);

// After the browser tests, on the same build: a fresh server of its own takes the catalogue.
const securityReport = path.join(reports, 'security-check.json');
fs.rmSync(securityReport, { force: true });
run(
  'Bad-input catalogue (npm run security:check)',
  bin('tsx'),
  ['scripts/security-check.ts', '--report', securityReport],
  {},
  () => countSecurityCheck(securityReport),
);

// Last, on the same build: SIGKILL during writes, uploads and first starts (issue 21). Its report has
// the catalogue's shape: one test per family of checks.
const crashReport = path.join(reports, 'crash-suite.json');
fs.rmSync(crashReport, { force: true });
run('Crash suite (npm run test:crash)', bin('tsx'), ['scripts/crash-suite.ts'], {}, () =>
  countSecurityCheck(crashReport),
);

// After the crash suite, on the same build: two instances on PostgreSQL and S3 behind nginx (issue
// 19). It needs the test database and Debian's nginx (.ci/run installs both); without them it is
// skipped, and says so.
const nginx = findNginx();
if (process.env.TEST_DATABASE_URL && nginx) {
  const clusterReport = path.join(reports, 'cluster.json');
  fs.rmSync(clusterReport, { force: true });
  run(
    'Cluster of two instances behind nginx (npm run test:cluster)',
    bin('tsx'),
    ['scripts/test-cluster.ts', '--report', clusterReport],
    {},
    () => countSecurityCheck(clusterReport),
  );
} else {
  const missing = [
    process.env.TEST_DATABASE_URL ? '' : 'TEST_DATABASE_URL is not set',
    nginx ? '' : 'nginx is not installed',
  ].filter(Boolean);
  console.info(`
▶ Cluster of two instances behind nginx: SKIPPED (${missing.join('; ')})`);
  skipped += 1;
}

summarize();
