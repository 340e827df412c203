/**
 * Renders a page on the server. The whole document is rendered before the first byte is sent:
 * loaders have already run, so there is nothing to stream, and a complete answer can be cached
 * whole. React Router's inline scripts carry the response's CSP nonce.
 */
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { DocumentContext } from '@/lib/document-context';
import type { RouteHandle } from './root';

/** A render still running after this long is abandoned (its loaders have long finished). */
export const streamTimeout = 10_000;

/** What renderToString leaves where a Suspense boundary could not finish at once. */
const UNFINISHED_BOUNDARY = '<!--$!-->';

const utf8 = new TextEncoder();

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  const { nonce, staticPageScript } = loadContext;
  const page = (context: EntryContext) => (
    <DocumentContext value={{ nonce, staticPageScript }}>
      <ServerRouter context={context} url={request.url} nonce={nonce} />
    </DocumentContext>
  );
  headers.set('Content-Type', 'text/html; charset=utf-8');
  let context = routerContext;
  if (isStaticPage(routerContext)) {
    // The data React Router hands to the browser can be read once: a copy for each render.
    const [atOnce, whenReady] = routerContext.serverHandoffStream?.tee() ?? [];
    const html = renderedAtOnce(() =>
      renderToString(page({ ...routerContext, serverHandoffStream: atOnce })),
    );
    // As bytes: a string body is first checked character by character for lone surrogates
    // (about a twentieth of a Home render); encoding replaces them just the same.
    if (html !== undefined) {
      return new Response(utf8.encode(`<!DOCTYPE html>${html}`), { headers, status });
    }
    context = { ...routerContext, serverHandoffStream: whenReady };
  }

  let failed = false;
  const body = await renderToReadableStream(page(context), {
    nonce,
    // Every Suspense boundary waited for (allReady) and written inline, however far down a long
    // page, never as a hidden part a script must swap in (a page read without scripts would show
    // the boundary's fallback).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    signal: AbortSignal.timeout(streamTimeout),
    onError(error) {
      failed = true;
      console.error(error);
    },
  });
  await body.allReady;
  return new Response(body, { headers, status: failed ? 500 : status });
}

/** A page React does not hydrate (root.tsx's `hydrate: false`): it hands the browser no data. */
function isStaticPage({ staticHandlerContext, routeModules }: EntryContext): boolean {
  return staticHandlerContext.matches.some(
    (match) => (routeModules[match.route.id]?.handle as RouteHandle | undefined)?.hydrate === false,
  );
}

/**
 * A static page (Home, About, the Academics pages) renders in one synchronous pass, a sixth
 * cheaper than a stream: each save drops Home from the public cache, and under a stream of saves
 * every visit renders it again (the load bench's second phase). Undefined when a part had to wait
 * (a lazy component's first load) or failed: the streaming render then does it properly.
 */
function renderedAtOnce(render: () => string): string | undefined {
  try {
    const html = render();
    return html.includes(UNFINISHED_BOUNDARY) ? undefined : html;
  } catch {
    return undefined;
  }
}
