import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSummaryActivityLimit, adminSummarySchema } from '../../../contract/admin';
import { errorResponseSchema } from '../../../contract/errors';
import { adminSummaryRepository } from '../../../db/repositories/admin-summary';
import { toAuditEntry } from '../../auth/present';

/** The admin dashboard's numbers and recent activity: any signed-in staff member. */
export const adminSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/summary',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['users'],
        summary:
          'Counts of news, events, photos, classes and calendar events, the latest changes and the last backup',
        response: { 200: adminSummarySchema, 401: errorResponseSchema },
      },
    },
    async () => {
      const summary = await adminSummaryRepository(app.db).summary(
        app.auth.now(),
        adminSummaryActivityLimit,
      );
      return {
        counts: summary.counts,
        recentActivity: summary.recentActivity.map(toAuditEntry),
        backup: { lastAt: summary.lastBackupAt ?? null, scheduled: app.backups.scheduled },
      };
    },
  );
};
