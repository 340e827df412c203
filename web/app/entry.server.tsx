/**
 * Renders a page on the server. The whole document is rendered before the first byte is sent
 * (allReady): loaders have already run, so there is nothing to stream, and a complete answer can
 * be cached whole. React Router's inline scripts carry the response's CSP nonce.
 */
import { renderToReadableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { DocumentContext } from '@/lib/document-context';

/** A render still running after this long is abandoned (its loaders have long finished). */
export const streamTimeout = 10_000;

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  const { nonce, staticPageScript } = loadContext;
  let failed = false;
  const body = await renderToReadableStream(
    <DocumentContext value={{ nonce, staticPageScript }}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </DocumentContext>,
    {
      nonce,
      // Everything is ready before the first byte (below): every Suspense boundary goes inline,
      // however far down a long page, never as a hidden part a script must swap in (a page read
      // without scripts would show the boundary's fallback).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal: AbortSignal.timeout(streamTimeout),
      onError(error) {
        failed = true;
        console.error(error);
      },
    },
  );
  await body.allReady;
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(body, { headers, status: failed ? 500 : status });
}
