import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteInfoSchema, type SiteInfo } from '../../../contract/site';

export function siteRoutes(site: SiteInfo): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/site',
      {
        // Held in memory already; left out of the cache, it stays the benches' constant reply.
        config: { publicCache: false },
        schema: {
          tags: ['system'],
          summary: "The association's name, contact details and social links",
          response: { 200: siteInfoSchema },
        },
      },
      async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(site),
    );
  };
}
