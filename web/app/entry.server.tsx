/// <reference types="node" />
// Runs only on the server, under Node.
/**
 * Renders a page on the server. The whole document is rendered before the first byte is sent:
 * loaders have already run, so there is nothing to stream, and a complete answer can be cached
 * whole. React Router's inline scripts carry the response's CSP nonce.
 */
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
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
  const { html, failed } = await renderedWhole(
    <DocumentContext value={{ nonce, staticPageScript }}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </DocumentContext>,
    nonce,
  );
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(html, { headers, status: failed ? 500 : status });
}

/**
 * The page, once every Suspense boundary is done, as bytes: Node's stream render, collected.
 * Measured against the alternatives on the pages each save drops from the public cache (the load
 * bench's second phase): the web-stream render hands its bytes over a chunk and a promise at a
 * time, about a twentieth of a hydrated page's render more; renderToString builds one long
 * string that must then be flattened and encoded, no cheaper on Home.
 */
export function renderedWhole(
  page: ReactNode,
  nonce: string | undefined,
): Promise<{ html: Uint8Array<ArrayBuffer>; failed: boolean }> {
  return new Promise((resolve, reject) => {
    let failed = false;
    const chunks: Buffer[] = [];
    const collected = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        // A fresh buffer (never a SharedArrayBuffer), as a Response body takes it.
        resolve({ html: Buffer.concat(chunks) as Uint8Array<ArrayBuffer>, failed });
        done();
      },
    });
    const render = renderToPipeableStream(page, {
      nonce,
      // Every Suspense boundary waited for (allReady) and written inline, however far down a long
      // page, never as a hidden part a script must swap in (a page read without scripts would
      // show the boundary's fallback).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(abandon);
        render.pipe(collected);
      },
      onShellError(error) {
        clearTimeout(abandon);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        failed = true;
        console.error(error);
      },
    });
    const abandon = setTimeout(() => render.abort(), streamTimeout);
  });
}
