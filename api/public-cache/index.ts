import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_COOKIES } from '../../contract/page-cookies';
import { nextPublishTime } from '../../db/repositories/publishing';
import { recordTablesRead } from '../../db/table-changes';
import type { PublicCacheConfig } from '../config';
import { matchesEtag } from '../lib/etag';
import { answerToKeep, encodedBody } from './answer';
import { PublishSchedule, type ExpiryOf } from './publish-schedule';
import { ReadsInFlight } from './reads-in-flight';
import { AnswerCache, type CachedAnswer } from './store';

/**
 * The public-read cache (ADR 0014): the answers of public reads (API JSON, feeds, pages) for
 * visitors without a session, kept compressed and sent again until a committed write changes a
 * table they were read from. Routes opt out with `config.publicCache: false`; a page route names
 * its build in `config.publicCache.key`.
 */
export function registerPublicCache(app: FastifyInstance, config: PublicCacheConfig): AnswerCache {
  const cache = new AnswerCache(config.maxBytes, config.maxAgeMs);
  const inFlight = new ReadsInFlight(cache);
  // No write announces a scheduled item's appearance: an answer is kept until then at most.
  const schedule = new PublishSchedule(cache, (table, after) =>
    nextPublishTime(app.db, table, after),
  );
  app.decorateRequest('publicCache', undefined);

  // Each public read's handler runs recording the tables it reads.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const reads = methods.includes('GET') || methods.includes('HEAD');
    if (!reads || route.config?.publicCache === false) return;
    const handler = route.handler;
    route.handler = function readRecorded(request, reply) {
      const reading = request.publicCache;
      if (!reading) return handler.call(this, request, reply);
      reading.recorded = true;
      return recordTablesRead(reading.tables, () => handler.call(this, request, reply));
    };
  });

  // After the security headers' hook: an answer sent from here carries them too.
  app.addHook('onRequest', async (request, reply) => {
    const key = cacheKey(request);
    if (key === undefined) return;
    // By the app's clock, as a kept answer's expiry (the moment a scheduled item appears) is.
    const now = () => app.auth.now().getTime();
    // Both only once every other instance's write made before this request is known here.
    const synced = await cache.synced();
    let answer = synced ? cache.get(key, now()) : undefined;
    // Being read afresh already (a change dropped it) by a read whose answer is true for this
    // request too. Looked up without yielding: if there is none, this request's own render is
    // marked before the next request looks.
    const pending = synced && !answer ? inFlight.shared(key, now) : undefined;
    if (pending) answer = await pending;
    if (answer) return sendKept(request, reply, answer);
    const since = cache.begin();
    const readAt = app.auth.now();
    request.publicCache = {
      key,
      since,
      readAt,
      expiryOf: schedule.begin(readAt),
      tables: new Set(),
      recorded: false,
      settle: inFlight.begin(key, since),
    };
  });

  // A fresh answer is kept here, before the ETag hook (it carries its own tag) and compression.
  app.addHook('onSend', async (request, reply, payload) => {
    const reading = request.publicCache;
    if (!reading) return payload;
    request.publicCache = undefined;
    // Only what a recording handler answered: its tables are known.
    if (!reading.recorded || !keepable(request, reply, payload)) {
      reading.settle();
      return payload;
    }
    // As the handler read them: the queries made from here on are the cache's own.
    const tables = new Set(reading.tables);
    const answer = answerToKeep(reply, payload, tables, app.auth.now().getTime());
    let shared: CachedAnswer | undefined;
    try {
      answer.expiresAt = await reading.expiryOf(tables);
      cache.put(reading.key, answer, reading.since, app.auth.now().getTime());
      shared = answer;
    } finally {
      reading.settle(shared);
    }
    reply.header('x-cache', 'miss');
    if (setHeaders(request, reply, answer) === 'not modified') return '';
    // Compressed once, in one piece, for this answer and the hits after it: the compression hook
    // after this one compresses in a stream, each part a turn of the busy event loop, and the
    // first hit would have compressed it again.
    const encoding = request.method === 'GET' ? acceptedEncoding(request, answer) : undefined;
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    return encodedBody(answer, encoding);
  });

  // An answer that never reached onSend (the client went away, a failure before it).
  const settleUnsent = async (request: FastifyRequest) => {
    request.publicCache?.settle();
  };
  app.addHook('onResponse', settleUnsent);
  app.addHook('onRequestAbort', settleUnsent);

  return cache;
}

async function sendKept(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply.header('x-cache', 'hit');
  if (answer.scriptHashes) withScriptHashes(reply, answer.scriptHashes());
  if (setHeaders(request, reply, answer) === 'not modified') return reply.send('');
  const encoding = acceptedEncoding(request, answer);
  if (encoding)
    return reply.header('content-encoding', encoding).send(await encodedBody(answer, encoding));
  return reply.send(answer.identity);
}

/** The compressed form of `answer` the client takes, if any (else it is sent as it is). */
function acceptedEncoding(
  request: FastifyRequest,
  answer: CachedAnswer,
): 'br' | 'gzip' | undefined {
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', encodingsOf(answer));
  return encoding === 'br' || encoding === 'gzip' ? encoding : undefined;
}

/** The key of a cacheable request, or undefined when it must be answered afresh. */
function cacheKey(request: FastifyRequest): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const route = request.routeOptions.config.publicCache;
  if (route === false || request.headers.authorization) return undefined;
  const cookies: string[] = [];
  for (const part of (request.headers.cookie ?? '').split(';')) {
    if (!part.trim()) continue;
    const name = part.slice(0, part.indexOf('=')).trim();
    // A session, a visitor id, ...: the answer may depend on it in ways the key cannot say.
    if (!PAGE_COOKIES.includes(name)) return undefined;
    cookies.push(part.trim());
  }
  return `${route?.key ?? ''}\n${request.url}\n${cookies.sort().join(';')}`;
}

function keepable(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): payload is string | Buffer {
  if (reply.statusCode !== 200 || request.staff) return false;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
  if (reply.hasHeader('set-cookie') || reply.hasHeader('content-encoding')) return false;
  return !/no-store|private/.test(String(reply.getHeader('cache-control') ?? ''));
}

const encodingsOf = (answer: CachedAnswer) =>
  answer.compressible ? ['br', 'gzip', 'identity'] : ['identity'];

/** Sets the answer's headers; a 304 when the client has this version already. */
function setHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
): 'not modified' | 'send' {
  reply.headers(answer.headers);
  reply.header('etag', answer.etag);
  const vary = answer.headers.vary;
  reply.header(
    'vary',
    vary && !/accept-encoding/i.test(vary)
      ? `${vary}, Accept-Encoding`
      : (vary ?? 'Accept-Encoding'),
  );
  if (!matchesEtag(request.headers['if-none-match'], answer.etag)) return 'send';
  reply.code(304).removeHeader('content-type');
  return 'not modified';
}

/**
 * A kept page's inline scripts carry the nonce of the answer it was first rendered for: this
 * answer's policy allows them by their hashes instead (its own nonce is in no script).
 */
function withScriptHashes(reply: FastifyReply, hashes: string[]): void {
  const policy = reply.raw.getHeader('content-security-policy');
  if (typeof policy !== 'string') return;
  reply.header('content-security-policy', policy.replace(/'nonce-[^']*'/, hashes.join(' ')));
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: never cached; `key`: what else the answer depends on (a page's build). */
    publicCache?: false | { key: string };
  }
  interface FastifyRequest {
    /** A cacheable read being answered afresh: its key and the tables it reads. */
    publicCache?: {
      key: string;
      since: number;
      /** When the reading began, by the app's clock: what was public then is what it shows. */
      readAt: Date;
      /** When its answer stops being true by time alone (a scheduled item appears). */
      expiryOf: ExpiryOf;
      tables: Set<string>;
      recorded: boolean;
      /** Ends the read for those waiting on it, with its answer when it has one to share. */
      settle: (answer?: CachedAnswer) => void;
    };
  }
}
