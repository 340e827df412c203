let hydrated = false;

/**
 * Called once the page's first render in the browser has hydrated (web/app/root.tsx). The mark on
 * <html> lets a browser test that acts on a control only scripts can run wait for the page to be
 * live, as a person waits for a page to finish loading.
 */
export function markHydrated(): void {
  hydrated = true;
  document.documentElement.dataset.hydrated = '';
}

/**
 * Whether a component rendering now is part of the page's hydration: true on the server and during
 * the browser's first render of a server-rendered page; false for components mounted afterwards
 * (a page reached by navigating in the browser).
 */
export const isHydrating = (): boolean => typeof document === 'undefined' || !hydrated;
