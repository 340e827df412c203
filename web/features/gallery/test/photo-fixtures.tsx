import type { PhotoCategory } from '@contract/constants';
import type { Photo } from '@contract/photos';
import type { ComponentType } from 'react';
import { Toaster } from '@/components/ui/sonner';
import { jsonResponse, renderWithRouter, testSite } from '@/test/render';

/*
 * Test helpers for the gallery's pages. They stand alone (not web/test/admin.tsx, which loads the
 * whole route table) so these tests do not depend on every other page of the app.
 */

export type ApiCall = { method: string; path: string; search: string; body: unknown };
export type ApiHandler = (call: ApiCall) => Response | Promise<Response>;

/** A fetch answering 'METHOD /path' keys, GET /api/site, and 404 otherwise; records every call. */
export function fakeApi(handlers: Record<string, ApiHandler>) {
  const calls: ApiCall[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, path: url.pathname, search: url.search, body };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    if (handler) return handler(call);
    if (method === 'GET' && url.pathname === '/api/site') return jsonResponse(testSite);
    return jsonResponse({ error: 'Not found' }, { status: 404 });
  });
  return { fetch, calls };
}

/** jsdom lacks APIs Radix (Select, Dialog) calls. */
export function installRadixShims(): void {
  const proto = window.HTMLElement.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => undefined;
  proto.releasePointerCapture ??= () => undefined;
}
import { vi } from 'vitest';

let counter = 0;

/** A photo as the API answers it; the id is unique unless given. */
export function testPhoto(overrides: Partial<Photo> = {}): Photo {
  counter += 1;
  const id = overrides._id ?? `p${counter}`;
  return {
    _id: id,
    url: `/media/i/${(id + '0'.repeat(64)).slice(0, 64).replace(/[^0-9a-f]/g, 'a')}.jpg`,
    name: `Photo ${id}`,
    label: `Label of ${id}`,
    category: 'alumni',
    width: 1200,
    height: 800,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** GET /api/photos over `photos`, honouring category, limit and page, with X-Total-Count. */
export function photosHandler(photos: () => Photo[]) {
  return ({ search }: ApiCall) => {
    const params = new URLSearchParams(search);
    const category = params.get('category') as PhotoCategory | null;
    const matching = photos().filter((photo) => !category || photo.category === category);
    const limit = Number(params.get('limit') ?? 0);
    const page = Number(params.get('page') ?? 1);
    const slice = limit ? matching.slice((page - 1) * limit, page * limit) : matching;
    return jsonResponse(slice, { headers: { 'X-Total-Count': String(matching.length) } });
  };
}

/**
 * Renders one page (a route module's Component) at `path`, matched by `pattern`, with the toast
 * region; other paths render 'Elsewhere'. Independent of the app's full route table.
 */
export function renderPage(Page: ComponentType, pattern: string, path: string) {
  return renderWithRouter(null, {
    path,
    routes: [
      {
        path: pattern,
        element: (
          <>
            <Page />
            <Toaster />
          </>
        ),
      },
      { path: '*', element: <p>Elsewhere</p> },
    ],
  });
}
