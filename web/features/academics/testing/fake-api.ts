import { vi } from 'vitest';
import { jsonResponse, testSite } from '@/test/render';

export type ApiCall = { method: string; path: string; search: string; body: unknown };
export type ApiHandler = (call: ApiCall) => Response | Promise<Response>;

/**
 * fetch and XMLHttpRequest (uploadForm's) answered from `'METHOD /api/path'` handlers; GET
 * /api/site answers the test site, anything else 404. Every call is recorded; a multipart body
 * reaches the handler as an object of its entries (files as File).
 */
export function stubApi(handlers: Record<string, ApiHandler>) {
  const calls: ApiCall[] = [];
  const answer = (call: ApiCall): Promise<Response> => {
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    if (handler) return Promise.resolve(handler(call));
    if (call.method === 'GET' && call.path === '/api/site')
      return Promise.resolve(jsonResponse(testSite));
    return Promise.resolve(jsonResponse({ error: 'Not found' }, { status: 404 }));
  };

  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return answer({ method, path: decodeURIComponent(url.pathname), search: url.search, body });
  });

  class FakeXhr {
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
          path: decodeURIComponent(url.pathname),
          search: url.search,
          body: entries,
        });
        this.status = response.status;
        this.responseText = await response.text();
        this.onload?.();
      })();
    }
  }

  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { fetch, calls, handlers };
}

/** jsdom lacks APIs Radix popovers (Select) call; call once per test file that opens one. */
export function installRadixShims(): void {
  const proto = window.HTMLElement.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => undefined;
  proto.releasePointerCapture ??= () => undefined;
  if (typeof window.ResizeObserver === 'undefined') {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  }
  URL.createObjectURL ??= () => 'blob:preview';
  URL.revokeObjectURL ??= () => undefined;
}
