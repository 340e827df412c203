import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerLimits } from '../config';
import { admittedAlways } from './admitted-always';
import { unavailablePage, wantsPage } from './unavailable-page';

/** What a shed request is told: come back shortly. */
const RETRY_AFTER_SECONDS = 2;
const BUSY = 'The server is busy at the moment; please try again in a few seconds.';

/**
 * Sheds load instead of queueing it (docs/decisions/0013-overload-and-timeouts.md): while the
 * event loop lags or memory is past its limit (@fastify/under-pressure samples them), or too many
 * requests are being answered at once, a new request is answered 503 with Retry-After at once.
 */
export async function registerOverloadShedding(
  app: FastifyInstance,
  limits: ServerLimits['overload'],
): Promise<void> {
  const { maxEventLoopDelayMs, maxHeapUsedBytes, maxRssBytes, maxInFlight } = limits;
  const sampled = maxEventLoopDelayMs > 0 || maxHeapUsedBytes > 0 || maxRssBytes > 0;
  if (sampled) {
    await app.register(underPressure, {
      maxEventLoopDelay: maxEventLoopDelayMs,
      maxHeapUsedBytes,
      maxRssBytes,
      // The library only measures: the hook below decides and answers (its own answer would be
      // an error, logged at error level for every request shed).
      pressureHandler: () => undefined,
    });
  }
  if (!sampled && maxInFlight <= 0) return;

  let inFlight = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (admittedAlways(request.method, request.url)) return;
    if ((sampled && app.isUnderPressure()) || (maxInFlight > 0 && inFlight >= maxInFlight)) {
      return shed(request, reply);
    }
    inFlight += 1;
    // 'close' comes once for every response: sent, failed, or its client gone (hooks may not run).
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
  });
}

/** 503 with Retry-After: a page for a browser's page request, the API's JSON error otherwise. */
function shed(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  reply
    .code(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store');
  if (wantsPage(request.url, request.headers.accept)) {
    return reply.type('text/html; charset=utf-8').send(unavailablePage(request.id, BUSY));
  }
  return reply.send({ error: BUSY });
}
