import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePasswordBodySchema } from '../../../contract/auth';
import { errorResponseSchema } from '../../../contract/errors';
import { requireStaff } from '../../auth/access';
import { setAccountPassword } from '../../auth/accounts';
import { verifyPassword } from '../../auth/passwords';
import { reserveCredentialCheck } from '../../auth/credential-check';
import { HttpError } from '../../plugins/errors';

export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/auth/password',
    {
      config: {
        transaction: false,
        access: 'staff',
        audit: {
          resource: 'password',
          action: 'update',
          describe: { verb: 'changed', item: 'their own password' },
        },
      },
      schema: {
        tags: ['auth'],
        summary: "Change one's own password; ends one's other sessions",
        body: changePasswordBodySchema,
        response: {
          204: z.undefined().describe('Password changed'),
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const staff = requireStaff(request);
      // Guessing the current password counts against the same limits as signing in.
      const reservation = await reserveCredentialCheck(app, request, staff.email);
      if (!(await verifyPassword(staff.passwordHash, request.body.currentPassword))) {
        throw new HttpError(400, 'The current password is not right.', {
          currentPassword: 'The current password is not right.',
        });
      }
      await reservation.succeeded();
      await setAccountPassword(app.db, staff, request.body.newPassword, request.sessionId);
      return reply.code(204).send();
    },
  );
};
