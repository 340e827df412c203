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
 * The answer a route just gave, ready to keep, with its entity tag. It is compressed, and a page's
 * inline scripts hashed, when a hit first needs it, not now: under a stream of saves most answers
 * are dropped before anyone reads them again, and compressing each twice at once was measured to
 * slow reads beside writes (the load bench's second phase).
 */
export function answerToKeep(
  reply: FastifyReply,
  payload: string | Buffer,
  tables: ReadonlySet<string>,
  /** When it is kept, by the app's clock (its expiry is a time by that clock too). */
  storedAt: number,
): CachedAnswer {
  const identity = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined && !perRequest.has(name)) headers[name] = String(value);
  }
  const contentType = headers['content-type'] ?? '';
  return {
    headers,
    identity,
    compressible: identity.length >= COMPRESS_FROM_BYTES,
    encoded: {},
    etag: entityTag(identity, contentType),
    scriptHashes: contentType.startsWith('text/html')
      ? once(() => inlineScriptHashes(identity))
      : undefined,
    tables,
    storedAt,
  };
}

/**
 * The answer's body in `encoding`, compressed the first time it is asked for (once). Brotli at
 * quality 6: on a 100 KB page it costs a sixth of quality 9's time for 1–2% more bytes, and a page
 * that content writes keep replacing is compressed again after every write.
 */
export function encodedBody(answer: CachedAnswer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  answer.encoded[encoding] ??=
    encoding === 'br'
      ? brotli(answer.identity, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: answer.identity.length,
          },
        })
      : gzip(answer.identity, { level: 9 });
  return answer.encoded[encoding];
}

function once<T>(work: () => T): () => T {
  let done: { value: T } | undefined;
  return () => (done ??= { value: work() }).value;
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
