import { http, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { jsonResponse, testSite } from './render';

/*
 * The API the web tests talk to: an MSW server (started in setup.ts) that intercepts fetch and
 * XMLHttpRequest. By default it answers only what every page reads (GET /api/site, the contract's
 * test site); a request nobody answers fails the test's request loudly (onUnhandledRequest 'error').
 */

export type ApiCall = { method: string; path: string; search: string; body: unknown };
export type ApiHandler = (call: ApiCall) => Response | Promise<Response>;

const defaultHandlers: RequestHandler[] = [http.get('*/api/site', () => jsonResponse(testSite))];

// One server per worker: setup.ts starts it, and a test file that imports this module again
// (after vi.resetModules) must reach the same one.
const shared = globalThis as { apiServer?: ReturnType<typeof setupServer> };
export const server = (shared.apiServer ??= setupServer(...defaultHandlers));

/** The JSON body, or a multipart body's entries (a name sent twice keeps its last value). */
async function bodyOf(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const entries: Record<string, FormDataEntryValue> = {};
    for (const [key, value] of await request.formData()) {
      // As the page's own File (jsdom's), so a test can check `instanceof File`.
      entries[key] =
        typeof value === 'string'
          ? value
          : new File([await value.arrayBuffer()], value.name, { type: value.type });
    }
    return entries;
  }
  const text = await request.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * Answers `'METHOD /api/path'` keys from `handlers` for the rest of the test (the query string is
 * not part of the key, and the path is decoded so 'PHY 101' matches) and records every request,
 * answered or not. A later call replaces an earlier one's handlers, as a new fetch stub would.
 *
 *   const api = fakeApi({ 'GET /api/auth/me': () => jsonResponse({ user }) });
 *   …
 *   expect(api.calls).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/users' }));
 */
export function fakeApi(handlers: Record<string, ApiHandler> = {}) {
  const calls: ApiCall[] = [];
  server.resetHandlers();
  server.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const call: ApiCall = {
        method: request.method,
        path: decodeURIComponent(url.pathname),
        search: url.search,
        body: await bodyOf(request.clone()),
      };
      calls.push(call);
      // Nothing here: the default handlers, then onUnhandledRequest, have their say.
      return handlers[`${call.method} ${call.path}`]?.(call);
    }),
  );
  return { calls, handlers };
}
