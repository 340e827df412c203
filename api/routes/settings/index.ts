import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../contract/errors';
import { securitySettingsBodySchema, securitySettingsSchema } from '../../../contract/two-factor';
import {
  setTwoFactorRequiredForAdmins,
  twoFactorRequiredForAdmins,
} from '../../auth/two-factor/policy';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema };

/** Site settings admins change at run time: for now, sign-in security. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings/security',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['settings'],
        summary: 'Sign-in security settings',
        response: { 200: securitySettingsSchema, ...errors },
      },
    },
    async () => ({ requireTwoFactorForAdmins: await twoFactorRequiredForAdmins(app.db) }),
  );

  app.put(
    '/api/settings/security',
    {
      config: {
        access: 'admin',
        audit: {
          resource: 'settings',
          action: 'update',
          describe: {
            verb: (request) =>
              (request.body as { requireTwoFactorForAdmins: boolean }).requireTwoFactorForAdmins
                ? 'turned on'
                : 'turned off',
            item: '“Require two-factor sign-in for admins”',
          },
        },
      },
      schema: {
        tags: ['settings'],
        summary: 'Change the sign-in security settings',
        body: securitySettingsBodySchema,
        response: { 200: securitySettingsSchema, ...errors },
      },
    },
    async (request) => {
      const required = request.body.requireTwoFactorForAdmins;
      await setTwoFactorRequiredForAdmins(app.db, required, app.auth.now());
      return { requireTwoFactorForAdmins: required };
    },
  );
};
