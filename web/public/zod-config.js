/*
 * Runs before the app (a deferred script ahead of the module script): tells zod not to probe
 * `new Function('')` for its compiled parsers. Under the site's Content-Security-Policy (no
 * 'unsafe-eval') Chrome reports that probe as a violation, which costs every page its Lighthouse
 * best-practices score. zod reads this global when it loads; parsing behaves the same without eval.
 * It is a plain file so it runs before the bundle's first chunk, where zod's schemas are built.
 */
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});
