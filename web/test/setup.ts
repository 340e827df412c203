import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './api';
import { keepFileNamesInRequests } from './jsdom-request';

await keepFileNamesInRequests();

// jsdom lacks these browser APIs; components (and sonner) call them.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
// jsdom's scrollTo only logs "Not implemented"; scrollIntoView does not exist at all.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Files share one jsdom (isolate: false) and the packages in node_modules, but each gets its own
// copy of the app's modules, so a file's vi.mock reaches the modules that import the mocked one.
vi.resetModules();
// Each file starts from the same settings.
configure({ asyncUtilTimeout: 4000 });
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => {
  // What the shared jsdom would otherwise carry into the next file.
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  server.close();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
