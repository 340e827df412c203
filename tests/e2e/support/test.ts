import { test as base, expect, type ConsoleMessage } from '@playwright/test';

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
