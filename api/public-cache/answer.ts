import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { entityTag } from '../lib/etag';
import type { CachedAnswer } from './store';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** As @fastify/compress: smaller bodies go as they are. */
const COMPRESS_FROM_BYTES = 1024;

/** Set per request (or per connection) by the server itself: never kept with an answer. */
const perRequest = new Set([
  'content-length',
  'content-encoding',
  'content-security-policy',
  'etag',
  'set-cookie',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'x-request-id',
  'x-cache',
]);

/**
 * The answer a route just gave, ready to keep: compressed once, in brotli and gzip (the work a
 * cache hit then never does), with its entity tag and, for a page, its inline scripts' hashes.
 */
export async function answerToKeep(
  reply: FastifyReply,
  payload: string | Buffer,
  tables: ReadonlySet<string>,
): Promise<CachedAnswer> {
  const identity = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined && !perRequest.has(name)) headers[name] = String(value);
  }
  const contentType = headers['content-type'] ?? '';
  const compressible = identity.length >= COMPRESS_FROM_BYTES;
  const [br, gz] = compressible
    ? await Promise.all([
        brotli(identity, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
          },
        }),
        gzip(identity, { level: 9 }),
      ])
    : [undefined, undefined];
  return {
    headers,
    bodies: { identity, br, gzip: gz },
    etag: entityTag(identity, contentType),
    scriptHashes: contentType.startsWith('text/html') ? inlineScriptHashes(identity) : undefined,
    tables,
    storedAt: Date.now(),
  };
}

/** The CSP hash source of every inline script in a page (scripts with src are 'self'). */
function inlineScriptHashes(html: Buffer): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html
    .toString('utf8')
    .matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
