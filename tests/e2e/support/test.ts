import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';

interface ConsoleGuard {
  /** Marks console errors matching this pattern as expected for the current test. */
  allow(pattern: RegExp): void;
}

/**
 * Every browser test fails on a console error or an uncaught page error unless the test declared
 * it expected with `consoleGuard.allow(...)`.
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const problems: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!allowed.some((pattern) => pattern.test(text))) problems.push(`console.error: ${text}`);
      };
      page.on('console', onConsole);
      page.on('pageerror', (error) => {
        if (!allowed.some((pattern) => pattern.test(error.message)))
          problems.push(`page error: ${error.message}`);
      });
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(problems, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Public pages paint before their scripts load (web/app/scripts-after-paint.tsx): links work at
 * once, but a control only scripts can run (a lightbox, a filter) waits for the page to be live,
 * as a person waits for a page to finish loading.
 */
export async function waitUntilLive(page: Page): Promise<void> {
  // A wait, not a claim about speed: a busy 2-core machine took over 7 s (the assertions' own
  // limit) to load and run a page's scripts while the other worker's browser was busy too.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 20_000 });
}
