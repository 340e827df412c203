/**
 * Run before the page's modules: zod compiles fast object parsers with `new Function` unless told
 * not to, and its probe for that is refused by the Content-Security-Policy (no 'unsafe-eval') and
 * reported by the browser as a CSP issue even though zod catches it. zod reads this global when it
 * loads, so the setting must exist before any schema is made.
 */
export const zodConfigScript = 'globalThis.__zod_globalConfig={jitless:true};';
