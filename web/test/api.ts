import { File as NodeFile } from 'node:buffer';
import { http, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { jsonResponse, testSite } from './render';

/*
 * Vitest's jsdom environment turns a jsdom FormData body into Node's for fetch's Request, but
 * drops each file's name on the way (every file arrives as "blob"). The requests MSW sees are
 * built with this Request instead, so a test can assert which file was sent.
 */
const JsdomFormData = globalThis.FormData;
const JsdomBlob = globalThis.Blob;
const NodeFormData = (
  await new Response('', {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  }).formData()
).constructor as typeof FormData;
// jsdom keeps a blob's bytes behind a symbol-keyed implementation object.
const impl = Object.getOwnPropertySymbols(new JsdomBlob([]))[0]!;
const bytesOf = (blob: Blob) =>
  (blob as unknown as Record<symbol, { _buffer: Uint8Array }>)[impl]!._buffer;

function toNodeFormData(form: FormData): FormData {
  const copy = new NodeFormData();
  form.forEach((value, key) => {
    if (typeof value === 'string') copy.append(key, value);
    else copy.append(key, new NodeFile([bytesOf(value)], value.name, { type: value.type }) as File);
  });
  return copy;
}

const BaseRequest = globalThis.Request;
globalThis.Request = class Request extends BaseRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(
      input,
      init?.body instanceof JsdomFormData ? { ...init, body: toNodeFormData(init.body) } : init,
    );
  }
};

/*
 * The API the web tests talk to: an MSW server (started in setup.ts) that intercepts fetch and
 * XMLHttpRequest. By default it answers only what every page reads (GET /api/site, the contract's
 * test site); a request nobody answers fails the test's request loudly (onUnhandledRequest 'error').
 */

export type ApiCall = { method: string; path: string; search: string; body: unknown };
export type ApiHandler = (call: ApiCall) => Response | Promise<Response>;

const defaultHandlers: RequestHandler[] = [http.get('*/api/site', () => jsonResponse(testSite))];

export const server = setupServer(...defaultHandlers);

/** The JSON body, or a multipart body's entries (a name sent twice keeps its last value). */
async function bodyOf(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const entries: Record<string, FormDataEntryValue> = {};
    (await request.formData()).forEach((value, key) => {
      entries[key] = value;
    });
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
