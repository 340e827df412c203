import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authStatusSchema } from '../../../contract/auth';
import { staffRepository } from '../../../db/repositories/staff';

export const statusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/status',
    {
      // `npm run admin` may add the first account from another process, unheard by the cache.
      config: { access: 'public', publicCache: false },
      schema: {
        tags: ['auth'],
        summary:
          'Whether any staff account exists (the sign-in page explains how to create the first)',
        response: { 200: authStatusSchema },
      },
    },
    async () => ({ hasStaff: (await staffRepository(app.db).count()) > 0 }),
  );
};
