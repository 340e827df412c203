/**
 * Screenshots of running pages at a phone and a desktop size, for looking at what we build:
 *   BASE=http://127.0.0.1:5000 PAGES=/,/events FULL=1 npx tsx scripts/screenshots.ts
 * PNGs go to OUT (default /tmp/shots); console errors and warnings are printed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../tests/e2e/support/chromium';

const base = process.env.BASE ?? 'http://127.0.0.1:5000';
const pages = (process.env.PAGES ?? '/').split(',');
const out = process.env.OUT ?? '/tmp/shots';
fs.mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  const page = await browser.newPage({ viewport: { width, height } });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      console.info(`${width}px ${message.type()}: ${message.text()}`);
  });
  for (const route of pages) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(400);
    const file = path.join(out, `${route.replace(/\W+/g, '_') || 'root'}-${width}.png`);
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.info(`saved ${file}`);
  }
  await page.close();
}
await browser.close();
