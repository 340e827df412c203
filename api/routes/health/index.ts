import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '../../../contract/health';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../../db/availability';
import { ping } from '../../../db/dialect';
import { readyRoutes } from './ready';

const startedAt = Date.now();

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(readyRoutes);
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Whether the server and its database are up',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      const reachable = await ping(app.db);
      if (!reachable) reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply
        .code(reachable ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({
          status: reachable ? 'ok' : 'unavailable',
          database: { engine: app.dbEngine, reachable },
          uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
          ...(reachable ? {} : { requestId: request.id }),
        });
    },
  );
};
