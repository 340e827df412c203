import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../contract/errors';
import { idParams } from '../../../contract/fields';
import { tutorialViewResultSchema } from '../../../contract/tutorial-views';
import { tutorialViewsRepository } from '../../../db/repositories/tutorial-views';
import { HttpError } from '../../plugins/errors';
import { tutorialViewsPerClient, viewKey } from './view-limiter';

/**
 * POST /api/tutorials/:id/views: a visit to a tutorial's page. Public (visitors are not signed
 * in), so like every public mutation it must come from the site's own origin. The page sends it
 * once per browser; the per-client limit keeps a script from inflating the count. Not audited: it
 * is not a staff change.
 */
const notFound = () => new HttpError(404, 'Tutorial not found');

export const tutorialViewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/tutorials/:id/views',
    {
      config: { access: 'public', audit: false },
      schema: {
        tags: ['tutorials'],
        summary: "Count a visit to a tutorial's page (once per browser, limited per client)",
        params: idParams,
        response: { 200: tutorialViewResultSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const current = await tutorialViewsRepository(app.db).get(id);
      if (current === undefined) throw notFound();
      const verdict = await app.rateLimits.take(tutorialViewsPerClient, viewKey(request.ip, id));
      if (!verdict.ok) return { views: current, counted: false };
      const views = await tutorialViewsRepository(app.db).add(id);
      if (views === undefined) throw notFound();
      return { views, counted: true };
    },
  );
};
