import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readySchema } from '../../../contract/health';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../../db/availability';
import { ping } from '../../../db/dialect';

/**
 * GET /api/ready: whether this instance can serve requests, for a load balancer or an orchestrator
 * deciding where to send traffic. Unlike /api/health (is the process alive), it asks everything a
 * request needs: the database and the media storage (the S3 bucket, or the data folder). 503 while
 * either is away; each call asks afresh, so it turns 200 again by itself when they return.
 */
export const readyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Whether this instance can serve: its database and media storage both answer',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (request, reply) => {
      const [database, storage] = await Promise.all([ping(app.db), app.media.storageReachable()]);
      const ready = database && storage;
      if (!ready) reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply
        .code(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({
          status: ready ? 'ready' : 'unavailable',
          database: { engine: app.dbEngine, reachable: database },
          storage: { driver: app.media.driver, reachable: storage },
          ...(ready ? {} : { requestId: request.id }),
        });
    },
  );
};
