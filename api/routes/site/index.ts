import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteInfoSchema, type SiteInfo } from '../../../contract/site';
import { siteContentRepository } from '../../../db/repositories/site-content';

export function siteRoutes(site: SiteInfo): FastifyPluginAsyncZod {
  return async (app) => {
    const content = siteContentRepository(app.db);
    app.get(
      '/api/site',
      {
        schema: {
          tags: ['system'],
          summary: "The association's name, contact details and social links",
          response: { 200: siteInfoSchema },
        },
      },
      // The contact lines and social links are edited in the admin: a change shows on the next read.
      async (_request, reply) =>
        reply.header('cache-control', 'no-cache').send(await content.siteInfo(site)),
    );
  };
}
