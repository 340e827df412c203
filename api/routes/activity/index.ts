import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityQuerySchema, activityResponseSchema } from '../../../contract/auth';
import { errorResponseSchema } from '../../../contract/errors';
import { auditRepository } from '../../../db/repositories/audit';
import { toAuditEntry } from '../../auth/present';

export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/activity',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'The latest changes made by staff, newest first',
        querystring: activityQuerySchema,
        response: {
          200: activityResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      entries: (await auditRepository(app.db).latest(request.query.limit)).map(toAuditEntry),
    }),
  );
};
