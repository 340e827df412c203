import { createHash } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import { z } from 'zod';
import { tableChanges } from '../../db/client';
import {
  idempotencyKeysRepository,
  isDuplicateKey,
  type StoredAnswer,
} from '../../db/repositories/idempotency-keys';
import { requestTransaction, type RequestTransaction } from '../../db/request-transaction';
import { EVERY_TABLE } from '../../db/table-changes';
import { HttpError } from './errors';

const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
const REPLAYED_HEADER = 'idempotent-replayed';
const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** The owner of keys sent without a session (the public forms). */
const ANONYMOUS = 'anonymous';
/**
 * How long after a create its replay still tells caches that something changed: longer than any
 * cached answer lives (the public cache keeps one for 60 s by default).
 */
const REPLAY_TELLS_CHANGES_MS = 10 * 60 * 1000;

const keyPattern = /^[\x21-\x7e]{1,255}$/;
const keyRule =
  'must be 1 to 255 visible ASCII characters (letters, digits, punctuation; no spaces)';
const keyHeaders = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .regex(keyPattern, keyRule)
    .optional()
    .describe(
      'Any unique value (a UUID): a retry with the same key and body gets the first answer again ' +
        '(with Idempotent-Replayed: true) instead of creating twice. Kept for 24 hours.',
    ),
});

interface Pending {
  transaction: RequestTransaction;
  /** Opened here, so committed here; otherwise the staff change's, committed after its audit. */
  owned: boolean;
  owner: string;
  key: string;
  requestHash: string;
}

/**
 * Idempotency-Key on every create (a POST under /api that answers 201; `config.idempotency: false`
 * opts out). A create sent with a key runs in one transaction with the record of its answer, so
 * after a crash a retry finds both or neither (ADR 0012); a retry of a stored one gets the stored
 * answer, without running the handler again. Call before registerOpenApi and the routes.
 */
export function registerIdempotency(app: FastifyInstance): void {
  const keys = idempotencyKeysRepository(app.db);
  const pending = new WeakMap<FastifyRequest, Pending>();
  const sinceFor = (now: Date) => new Date(now.getTime() - KEY_LIFETIME_MS).toISOString();
  let lastSweep = 0;
  const replayedHere = new Set<string>();
  /**
   * The instance that made a create may have died between its commit and telling the other
   * instances (issue 19): the client's retry, replayed here, must then not read answers cached
   * before the create. Nothing says which tables it wrote, so every cached answer goes, here and
   * on every instance; once per key on this instance, and only while the create is recent, so
   * replaying one key over and over cannot keep emptying the caches.
   */
  const tellChangesOnce = (owner: string, key: string, createdAt: string) => {
    const id = `${owner}\n${key}`;
    if (replayedHere.has(id)) return;
    if (app.auth.now().getTime() - Date.parse(createdAt) > REPLAY_TELLS_CHANGES_MS) return;
    if (replayedHere.size >= 10_000) replayedHere.clear();
    replayedHere.add(id);
    tableChanges(app.db).publish(new Set([EVERY_TABLE]));
  };

  app.addHook('onRoute', (route) => {
    if (!isCreate(route)) return;
    // Declared (validated, documented) unless the route declares headers of its own; checked below
    // either way.
    if (!route.schema?.headers) route.schema = { ...route.schema, headers: keyHeaders };
    const handler = route.handler;
    route.handler = async function (this: FastifyInstance, request, reply) {
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      if (key === undefined) return handler.call(this, request, reply);
      if (typeof key !== 'string' || !keyPattern.test(key)) {
        throw new HttpError(400, `idempotency-key: ${keyRule}`, {
          [IDEMPOTENCY_KEY_HEADER]: keyRule,
        });
      }
      const owner = request.staff?.id ?? ANONYMOUS;
      const requestHash = fingerprint(request);
      const stored = await keys.find(owner, key, sinceFor(app.auth.now()));
      if (stored) {
        if (stored.requestHash === requestHash) tellChangesOnce(owner, key, stored.createdAt);
        return replay(reply, stored, requestHash);
      }
      // A staff change's own transaction (change-transaction.ts) commits it with its audit record.
      const shared = request.change;
      const transaction = shared ?? requestTransaction(app.db);
      pending.set(request, { transaction, owned: !shared, owner, key, requestHash });
      return transaction.run(() => handler.call(this, request, reply));
    } as RouteHandlerMethod;
  });

  /**
   * Stores the answer beside what the create wrote and commits both (or leaves the commit to the
   * staff change's transaction, after its audit record), before the answer goes out.
   */
  const settle = async (request: FastifyRequest, reply: FastifyReply, body: string) => {
    const open = pending.get(request);
    if (!open?.transaction.open) return;
    // Once: a shared transaction is still open after this, until the staff change commits.
    pending.delete(request);
    const { transaction, owned, owner, key, requestHash } = open;
    if (reply.statusCode < 200 || reply.statusCode >= 300) return transaction.rollback();
    const now = app.auth.now();
    try {
      const answer = { requestHash, status: reply.statusCode, body };
      await transaction.run(() => keys.save(owner, key, answer, now.toISOString(), sinceFor(now)));
      if (owned) await transaction.commit();
    } catch (error) {
      await transaction.rollback();
      if (!isDuplicateKey(error)) throw error;
      throw new HttpError(
        409,
        'Another request with this Idempotency-Key was answered meanwhile: send it again to get that answer',
      );
    }
    if (now.getTime() - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = now.getTime();
      keys.deleteOlderThan(sinceFor(now)).catch((error: unknown) => {
        request.log.warn({ err: error }, 'could not delete expired idempotency keys');
      });
    }
  };

  app.addHook('preSerialization', async (request, reply, payload) => {
    await settle(request, reply, JSON.stringify(payload));
    return payload;
  });
  // An answer that skipped preSerialization (an error, a body already serialized).
  app.addHook('onSend', async (request, reply, payload) => {
    const open = pending.get(request);
    if (!open?.transaction.open) return payload;
    if (typeof payload === 'string') await settle(request, reply, payload);
    else await open.transaction.rollback();
    return payload;
  });
  app.addHook('onResponse', async (request) => {
    await pending.get(request)?.transaction.rollback();
  });
}

function isCreate(route: RouteOptions): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const responses = (route.schema?.response ?? {}) as Record<string, unknown>;
  return (
    methods.includes('POST') &&
    route.url.startsWith('/api/') &&
    '201' in responses &&
    route.config?.idempotency !== false
  );
}

function replay(reply: FastifyReply, stored: StoredAnswer, requestHash: string): FastifyReply {
  if (stored.requestHash !== requestHash) {
    throw new HttpError(
      422,
      'This Idempotency-Key was already used for a different request: use a new key for a new request',
    );
  }
  return reply
    .code(stored.status)
    .header(REPLAYED_HEADER, 'true')
    .send(JSON.parse(stored.body) as unknown);
}

/**
 * What makes two requests the same: method, URL and JSON body (keys in any order). A multipart
 * body is left out: its boundary changes on every retry, so the key alone names it (ADR 0012).
 */
function fingerprint(request: FastifyRequest): string {
  const body = request.isMultipart() ? 'multipart' : canonicalJson(request.body);
  return createHash('sha256').update(`${request.method} ${request.url}\n${body}`).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this create does not take an Idempotency-Key (its answer must not be stored). */
    idempotency?: boolean;
  }
}
