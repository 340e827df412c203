import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchResultsSchema, siteSearchQuery } from '../../../contract/search';
import { searchRepository } from '../../../db/repositories/search';

/**
 * GET /api/search?q=: the site search over the public content, grouped by kind. Public, and kept
 * by the public cache like every public read (dropped when a table it read changes, ADR 0014).
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = searchRepository(app.db);

  app.get(
    '/api/search',
    {
      schema: {
        tags: ['search'],
        summary:
          'Search news, events, courses, past questions, tutorials, learning resources and Q&A questions; the best hits of each kind',
        querystring: siteSearchQuery,
        response: { 200: searchResultsSchema },
      },
    },
    async (request) => search.search(request.query.q, app.auth.now()),
  );
};
