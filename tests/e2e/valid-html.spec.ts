import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { HtmlValidate } from 'html-validate';
import { fillRoute, publicRouteTemplates, sampleIds } from '../../scripts/lib/sample-paths';
import { expect, test, waitUntilLive } from './support/test';

/**
 * Every public route is valid HTML and accessible: the HTML the server sends passes
 * html-validate's standard preset, and axe finds nothing on the live page (WCAG 2.1 A and AA and
 * axe's best practices, which include one main landmark, landmarks named apart and an h1). Detail
 * routes use the first item the public API lists, looked up just before the visit.
 */

const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

const baseURL = () => test.info().project.use.baseURL!;

/** What html-validate says about a page's served HTML, one line per problem. */
async function htmlProblems(html: string, path: string): Promise<string[]> {
  const report = await validator.validateString(html, path);
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) => `${message.ruleId} at ${message.line}:${message.column}: ${message.message}`,
    ),
  );
}

/** Scrolls down the whole page and back, so every entrance animation has run. */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = (page.viewportSize()?.height ?? 800) / 2;
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(40);
  }
  await page.waitForTimeout(700);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** What axe finds on the live page (or a part of it), one line per rule and the elements it names. */
async function axeProblems(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
  );
}

async function checkPage(page: Page, path: string, status = 200): Promise<void> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(status);
  const html = await response.text();
  expect(await htmlProblems(html, path), `html-validate on ${path}`).toEqual([]);
  expect(html.match(/<h1[\s>]/g) ?? [], `one <h1> in the HTML of ${path}`).toHaveLength(1);

  await page.goto(path);
  await waitUntilLive(page);
  await scrollThrough(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(await axeProblems(page), `axe on ${path}`).toEqual([]);
}

test.describe('every public page is valid, accessible HTML', () => {
  for (const template of publicRouteTemplates) {
    test(template, async ({ page }) => {
      test.slow();
      await checkPage(page, fillRoute(template, await sampleIds(baseURL())));
    });
  }

  test('the not-found page', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 404/);
    await checkPage(page, '/no-such-page', 404);
  });

  test('the phone menu, open', async ({ page }) => {
    // The menu covers the page: axe looks at the header, where it lives.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/academics');
    await waitUntilLive(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    expect(await axeProblems(page, 'header')).toEqual([]);
  });
});
