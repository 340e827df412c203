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
 * The answer a route just gave, ready to keep, with its entity tag. It is compressed once, for the
 * reply that read it and the hits after it (`encodedBody`), and a page's inline scripts hashed when
 * a hit first needs them: under a stream of saves most pages are dropped before anyone reads them
 * again.
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

/** Compressed on the server's thread up to this size; larger bodies on the thread pool. */
const COMPRESS_AT_ONCE_BYTES = 256 * 1024;

const brotliOptions = (size: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});
const gzipOptions: zlib.ZlibOptions = { level: 6 };

/**
 * The answer's body in `encoding`, compressed the first time it is asked for (once): the fresh
 * answer's own reply when its client takes it, else the first hit's. Brotli at quality 5 (a 100 KB
 * page in about 1.2 ms, 1% larger than quality 6): a page that content writes keep replacing is
 * compressed again after every write. A page is compressed at once, on the server's thread: on the
 * thread pool the work itself is no smaller, and its answer waited for turns of an event loop busy
 * with every other request (about 40 ms under the load bench's writes, against 1.2).
 */
export function encodedBody(answer: CachedAnswer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const { identity } = answer;
  const options = brotliOptions(identity.length);
  answer.encoded[encoding] ??=
    identity.length <= COMPRESS_AT_ONCE_BYTES
      ? Promise.resolve(
          encoding === 'br'
            ? zlib.brotliCompressSync(identity, options)
            : zlib.gzipSync(identity, gzipOptions),
        )
      : encoding === 'br'
        ? brotli(identity, options)
        : gzip(identity, gzipOptions);
  return answer.encoded[encoding];
}

function once<T>(work: () => T): () => T {
  let done: { value: T } | undefined;
  return () => (done ??= { value: work() }).value;
}

/**
 * The CSP hash source of every inline script in a page (scripts with src are 'self'). Read from
 * the bytes as sent, without decoding the page: under a stream of saves every kept page's first
 * hit pays for this, and a regular expression over the decoded page cost a hundred times more
 * than the hashing. React writes its tags in lowercase.
 */
function inlineScriptHashes(html: Buffer): string[] {
  const hashes = new Set<string>();
  let at = html.indexOf(SCRIPT_OPEN);
  while (at !== -1) {
    const tagEnd = html.indexOf('>', at);
    if (tagEnd === -1) break;
    const attributes = html.toString('latin1', at + SCRIPT_OPEN.length, tagEnd);
    // `<scripts>` or `<script-x>` is another element: only `<script>` and `<script …>` open one.
    const isScript = attributes === '' || /^[\s/]/.test(attributes);
    const bodyEnd = isScript ? html.indexOf(SCRIPT_CLOSE, tagEnd) : tagEnd;
    if (bodyEnd === -1) break;
    if (isScript && !/\ssrc\s*=/i.test(attributes)) {
      const body = html.subarray(tagEnd + 1, bodyEnd);
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
    at = html.indexOf(SCRIPT_OPEN, bodyEnd);
  }
  return [...hashes];
}

const SCRIPT_OPEN = '<script';
const SCRIPT_CLOSE = '</script>';
