import { vi } from 'vitest';
import { jsonResponse, testSite } from './render';

export type ApiCall = { method: string; path: string; search: string; body: unknown };
export type ApiHandler = (call: ApiCall) => Response | Promise<Response>;

type Answer = (call: Omit<ApiCall, 'path'> & { url: URL }) => Promise<Response>;

/**
 * Records each call and answers it from `'METHOD /api/path'` handlers (the query string is not
 * part of the key, and the path is decoded so 'PHY 101' matches); GET /api/site answers the test
 * site, anything else 404.
 */
function answerer(handlers: Record<string, ApiHandler>, calls: ApiCall[]): Answer {
  return async ({ url, ...rest }) => {
    const call = { ...rest, path: decodeURIComponent(url.pathname) };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    if (handler) return handler(call);
    if (call.method === 'GET' && call.path === '/api/site') return jsonResponse(testSite);
    return jsonResponse({ error: 'Not found' }, { status: 404 });
  };
}

function fakeFetch(answer: Answer) {
  return vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return answer({ method, url, search: url.search, body });
  });
}

/**
 * A fetch answered from `handlers`; every call is recorded.
 *
 *   const api = fakeApi({ 'GET /api/auth/me': () => jsonResponse({ user }) });
 *   vi.stubGlobal('fetch', api.fetch);
 *   …
 *   expect(api.calls).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/users' }));
 */
export function fakeApi(handlers: Record<string, ApiHandler>) {
  const calls: ApiCall[] = [];
  return { fetch: fakeFetch(answerer(handlers, calls)), calls, handlers };
}

/** An XMLHttpRequest (uploadForm's) whose multipart body reaches the handler as its entries. */
function fakeXhrClass(answer: Answer) {
  return class FakeXhr {
    method = '';
    url = '';
    timeout = 0;
    status = 0;
    responseText = '';
    upload: {
      onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void;
    } = {};
    onload?: () => void;
    onerror?: () => void;
    ontimeout?: () => void;
    onabort?: () => void;
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    abort() {
      this.onabort?.();
    }
    send(body: FormData) {
      const url = new URL(this.url, 'http://localhost');
      const entries: Record<string, FormDataEntryValue> = {};
      body.forEach((value, key) => {
        entries[key] = value;
      });
      void (async () => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        const response = await answer({
          method: this.method,
          url,
          search: url.search,
          body: entries,
        });
        this.status = response.status;
        this.responseText = await response.text();
        this.onload?.();
      })();
    }
  };
}

/**
 * Stubs the global fetch and XMLHttpRequest with ones answered from `handlers` (as fakeApi), for
 * screens that upload files. Undo with vi.unstubAllGlobals().
 */
export function stubApi(handlers: Record<string, ApiHandler>) {
  const calls: ApiCall[] = [];
  const answer = answerer(handlers, calls);
  const fetch = fakeFetch(answer);
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('XMLHttpRequest', fakeXhrClass(answer));
  return { fetch, calls, handlers };
}
