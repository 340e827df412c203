import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../contract/errors';
import type { SiteInfo } from '../../../contract/site';
import {
  siteContentBody,
  siteContentNames,
  siteContentSchema,
  siteContentValueSchemas,
  type SiteContentName,
} from '../../../contract/site-content';
import { siteContentRepository } from '../../../db/repositories/site-content';
import { jsonBody, parseOr400 } from '../../lib/validate';

const tags = ['site content'];

/** Each singleton in the audit log's and the API document's words. */
const titles: Record<SiteContentName, string> = {
  'hero-slides': 'Home’s hero slides',
  statistics: 'Home’s statistics',
  programmes: 'Home’s programmes',
  'core-values': 'the core values',
  story: 'the history, mission and vision',
  contact: 'the contact lines',
  social: 'the social links',
};

/** The deployment's identity: only admins change it (it was the server's configuration). */
const adminOnly = new Set<SiteContentName>(['contact', 'social']);

/**
 * The pages' singletons, edited in the admin's Site content: GET reads them all (contact lines and
 * social links as the footer shows them), PUT /api/site-content/{name} replaces one whole.
 */
export function siteContentRoutes(site: SiteInfo): FastifyPluginAsyncZod {
  return async (app) => {
    const content = siteContentRepository(app.db);

    app.get(
      '/api/site-content',
      {
        schema: {
          tags,
          summary: 'Home’s and About’s editable content, the contact lines and social links',
          response: { 200: siteContentSchema },
        },
      },
      async () => {
        const [pages, info] = await Promise.all([content.content(), content.siteInfo(site)]);
        const { address, email, phone, social } = info;
        return { ...pages, contact: { address, email, phone }, social };
      },
    );

    for (const name of siteContentNames) {
      const body = siteContentBody(name);
      app.put(
        `/api/site-content/${name}`,
        {
          config: {
            ...(adminOnly.has(name) ? { access: 'admin' as const } : {}),
            audit: {
              resource: 'site content',
              action: 'update',
              describe: { verb: 'updated', item: titles[name] },
            },
            parsedBody: { schema: body },
          },
          schema: {
            tags,
            summary: `Replace ${titles[name]}${adminOnly.has(name) ? ' (admins)' : ''}`,
            consumes: ['application/json'],
            response: {
              200: z.object({ value: siteContentValueSchemas[name] }),
              400: errorResponseSchema,
            },
          },
        },
        async (request) => {
          const { value } = parseOr400(body, jsonBody(request.body));
          await content.write(name, value);
          return { value };
        },
      );
    }
  };
}
