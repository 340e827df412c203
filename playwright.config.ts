import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/e2e/support/chromium';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

// Workers load this file again; the environment carries the main process's choices to them.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-e2e-'));
// The server's clock is the system's moved by what this file says (api/auth/clock.ts): the
// publishing story moves it on to a scheduled moment instead of waiting for it.
process.env.E2E_CLOCK_OFFSET_FILE ??= `${process.env.E2E_DATA_DIR}-clock`;
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    // On CI a failed story runs again, traced: recording every story's trace (a screenshot after
    // each step) is work a busy 2-core machine spends on stories that pass.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // As a visitor who asked for less motion sees it: the header's rotating atom and the art's
    // orbits turn forever, and headless Chromium draws every frame of them in software. Three such
    // pages kept more than one core busy (12 s of CPU in 10 s) and slowed every story beside them
    // past its timeouts on a 2-core machine; reduced, 0.2 s. The motion stories ask for motion.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /(site-content|council-handover|publishing)\.spec\.ts/,
    },
    // Changes what every visitor sees on Home and About (the seeded executives and statistics
    // other stories read): it runs after them, not beside them.
    {
      name: 'site-content',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /site-content\.spec\.ts/,
      dependencies: ['chromium'],
    },
    // Starts the next academic session and hands the council over: the session, the council and
    // the calendar's default view change for every page, so it runs after everything else.
    {
      name: 'council-handover',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /council-handover\.spec\.ts/,
      dependencies: ['site-content'],
    },
    // Moves the server's clock on (never back) to see a scheduled article appear at its time:
    // nothing runs beside it or after it.
    {
      name: 'publishing',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /publishing\.spec\.ts/,
      dependencies: ['council-handover'],
    },
  ],
  webServer: {
    command: `node --enable-source-maps ${process.env.DIST_DIR ?? 'dist'}/server/server.js`,
    url: `${baseURL}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      // As `npm start` runs it: React's production build on the server too.
      NODE_ENV: 'production',
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      CLOCK_OFFSET_FILE: process.env.E2E_CLOCK_OFFSET_FILE,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ADMIN_EMAIL: 'e2e-admin@example.org',
      ADMIN_PASSWORD: 'e2e-password-123',
      // Every browser here is 127.0.0.1 on a cold image cache: the per-client limit on new image
      // derivatives (api/media/derivative-limits.test.ts tests it) would refuse some of their images.
      MEDIA_NEW_VARIANTS_PER_MINUTE: '100000',
      // Two browsers on a 2-core machine can starve the server of CPU for a second: its load
      // shedding (api/plugins/overload.test.ts tests it) then answered a story's page 503.
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    },
  },
});
