import { fillRoute, publicRouteTemplates, sampleIds } from '../../scripts/lib/sample-paths';
import { expect, test, waitUntilLive } from './support/test';

/**
 * Every public page comes alive without the browser's locale data: the first Intl object (or
 * collator) a page makes costs 35-65 ms on a 2-core machine while the browser loads that data, in
 * the middle of hydration, and a phone pays several times that. Pages write their dates, counts
 * and orderings without it (web/lib/dates.ts, web/lib/compare-text.ts); this story names the
 * page and the call site of any that comes back.
 */

/** Records every Intl object made and every locale-aware call, with where it came from. */
function recordLocaleData(): void {
  const calls: string[] = [];
  (window as unknown as { localeDataCalls: string[] }).localeDataCalls = calls;
  const from = () => (new Error().stack ?? '').split('\n').slice(3, 5).join(' <').trim();
  const intl = Intl as unknown as Record<string, new (...args: unknown[]) => unknown>;
  for (const name of [
    'DateTimeFormat',
    'NumberFormat',
    'RelativeTimeFormat',
    'PluralRules',
    'Collator',
    'ListFormat',
  ]) {
    const Original = intl[name];
    if (!Original) continue;
    intl[name] = new Proxy(Original, {
      construct(target, args) {
        calls.push(`new Intl.${name} ${from()}`);
        return new target(...args) as object;
      },
      apply(target, self, args) {
        calls.push(`Intl.${name} ${from()}`);
        return Reflect.apply(target, self, args) as unknown;
      },
    });
  }
  const methods: [object, string][] = [
    [Date.prototype, 'toLocaleDateString'],
    [Date.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleTimeString'],
    [Number.prototype, 'toLocaleString'],
    [String.prototype, 'localeCompare'],
  ];
  for (const [prototype, method] of methods) {
    const original = (prototype as Record<string, (...args: unknown[]) => unknown>)[method]!;
    Object.defineProperty(prototype, method, {
      configurable: true,
      writable: true,
      value(this: unknown, ...args: unknown[]) {
        calls.push(`${method} ${from()}`);
        return original.apply(this, args);
      },
    });
  }
}

test('every public page comes alive without the browser’s locale data', async ({ page }) => {
  test.slow();
  const ids = await sampleIds(test.info().project.use.baseURL!);
  await page.addInitScript(recordLocaleData);
  const found: string[] = [];
  for (const template of publicRouteTemplates) {
    const path = fillRoute(template, ids);
    await page.goto(path);
    await waitUntilLive(page);
    const calls = await page.evaluate(
      () => (window as unknown as { localeDataCalls: string[] }).localeDataCalls,
    );
    found.push(...calls.map((call) => `${path}: ${call}`));
  }
  expect(found).toEqual([]);
});
