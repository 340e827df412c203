import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';

interface ConsoleGuard {
  /** Marks console errors matching this pattern as expected for the current test. */
  allow(pattern: RegExp): void;
}

/**
 * Public pages arrive rendered by the server and come alive a moment later, when their scripts
 * have hydrated them (`<html data-app-ready>`, web/app/app-ready.tsx). A user's tap in between
 * does nothing, so a test that navigates waits for that mark before it acts.
 */
function waitForAppAfterNavigation(page: Page): void {
  const waitForApp = async <T extends { headers(): Record<string, string> } | null>(
    response: T,
  ): Promise<T> => {
    if (response?.headers()['content-type']?.startsWith('text/html')) {
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  // `waitUntil: 'commit'` is for tests that look at the page before its scripts run.
  page.goto = async (url, options) =>
    options?.waitUntil === 'commit' ? goto(url, options) : waitForApp(await goto(url, options));
  page.reload = async (options) => waitForApp(await reload(options));
}

/**
 * Every browser test fails on a console error or an uncaught page error unless the test declared
 * it expected with `consoleGuard.allow(...)`.
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  page: async ({ page }, use) => {
    waitForAppAfterNavigation(page);
    await use(page);
  },
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
