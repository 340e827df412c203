import { afterEach, describe, expect, it, vi } from 'vitest';
import { startScriptsAfterPaint } from './scripts-after-paint';

afterEach(() => {
  vi.restoreAllMocks();
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  document.body.replaceChildren();
});

/** The holder as the server writes it: React Router's scripts, as text inside <noscript>. */
function holderWith(markup: string): void {
  const holder = document.createElement('noscript');
  holder.id = 'page-scripts';
  holder.textContent = markup;
  document.body.append(holder);
}

const preloads = () =>
  Array.from(document.head.querySelectorAll('link[rel="modulepreload"]'), (link) =>
    link.getAttribute('href'),
  );
const moduleScripts = () => document.body.querySelectorAll('script[type="module"]');
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("the page's scripts after its first paint", () => {
  it('adds the context script at once, and the preloads and modules one a task, in order', async () => {
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([{} as PerformanceEntry]);
    holderWith(
      '<link rel="modulepreload" href="/assets/entry.js"/>' +
        '<link rel="modulepreload" href="/assets/framework.js"/>' +
        '<link rel="modulepreload" href="/assets/route.js"/>' +
        '<script>window.__context = {};</script>' +
        '<script type="module" async="">import "/assets/entry.js";</script>',
    );

    startScriptsAfterPaint('page-scripts');

    // The context script is in the page at once; nothing else is added in the same task.
    expect(document.body.querySelectorAll('script:not([type])')).toHaveLength(1);
    expect(preloads()).toEqual([]);
    expect(moduleScripts()).toHaveLength(0);

    await vi.waitFor(() => expect(moduleScripts()).toHaveLength(1));
    expect(preloads()).toEqual(['/assets/entry.js', '/assets/framework.js', '/assets/route.js']);
    expect(moduleScripts()[0]!.getAttribute('fetchpriority')).toBe('low');
    await settled();
    expect(preloads()).toHaveLength(3);
  });
});
