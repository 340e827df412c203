import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../contract/errors';
import {
  confirmTwoFactorBodySchema,
  disableTwoFactorBodySchema,
  recoveryCodesSchema,
  twoFactorErrors,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../../../contract/two-factor';
import { twoFactorRepository } from '../../../db/repositories/two-factor';
import { requireStaff } from '../../auth/access';
import { verifyPassword } from '../../auth/passwords';
import { reserveCredentialCheck } from '../../auth/credential-check';
import { beginEnrolment, confirmEnrolment, twoFactorStatus } from '../../auth/two-factor/enrolment';
import { checkSecondFactor } from '../../auth/two-factor/factor';
import { isTwoFactorRequired } from '../../auth/two-factor/policy';
import { issueRecoveryCodes } from '../../auth/two-factor/recovery-codes';
import { HttpError } from '../../plugins/errors';

const audit = (verb: string) =>
  ({ resource: 'two-factor', action: 'update', describe: { verb, item: '' } }) as const;

/** The signed-in staff member's own second factor: set it up, turn it off, new recovery codes. */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/two-factor',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['auth'],
        summary: "Whether one's own two-factor sign-in is on, and how many recovery codes are left",
        response: { 200: twoFactorStatusSchema, 401: errorResponseSchema },
      },
    },
    async (request) => twoFactorStatus(app.db, requireStaff(request)),
  );

  app.post(
    '/api/auth/two-factor/setup',
    {
      config: {
        transaction: false,
        access: 'staff',
        audit: audit('started setting up two-factor sign-in'),
      },
      schema: {
        tags: ['auth'],
        summary: 'A new secret (and its QR code) for an authenticator app, waiting for a code',
        response: { 200: twoFactorSetupSchema, 409: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      const setup = await beginEnrolment(app.db, staff, app.auth.issuer, app.auth.now());
      if (!setup) throw new HttpError(409, twoFactorErrors.alreadyOn);
      return setup;
    },
  );

  app.post(
    '/api/auth/two-factor/confirm',
    {
      config: { transaction: false, access: 'staff', audit: audit('turned on two-factor sign-in') },
      schema: {
        tags: ['auth'],
        summary:
          'A first code from the app turns two-factor sign-in on; answers the recovery codes',
        body: confirmTwoFactorBodySchema,
        response: {
          200: recoveryCodesSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      const result = await confirmEnrolment(app.db, staff, request.body.code, app.auth.now());
      if (result.ok) return { recoveryCodes: result.recoveryCodes };
      if (result.reason === 'wrong-code')
        throw new HttpError(400, twoFactorErrors.wrongCode, { code: twoFactorErrors.wrongCode });
      throw new HttpError(
        409,
        result.reason === 'already-on' ? twoFactorErrors.alreadyOn : twoFactorErrors.notStarted,
      );
    },
  );

  app.post(
    '/api/auth/two-factor/disable',
    {
      config: {
        transaction: false,
        access: 'staff',
        audit: audit('turned off two-factor sign-in'),
      },
      schema: {
        tags: ['auth'],
        summary: "Turn one's own two-factor sign-in off: needs the password and a code",
        body: disableTwoFactorBodySchema,
        response: {
          204: z.undefined().describe('Two-factor sign-in is off'),
          400: errorResponseSchema,
          401: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const staff = requireStaff(request);
      const now = app.auth.now();
      if (await isTwoFactorRequired(app.db, staff))
        throw new HttpError(409, twoFactorErrors.requiredForAdmins);
      // Guessing the password or a code here counts against the same limits as signing in.
      const reservation = await reserveCredentialCheck(app, request, staff.email);
      if (!(await verifyPassword(staff.passwordHash, request.body.password)))
        throw new HttpError(400, twoFactorErrors.wrongPassword, {
          password: twoFactorErrors.wrongPassword,
        });
      if (!(await checkSecondFactor(app.db, staff.id, request.body.code, now)))
        throw new HttpError(400, twoFactorErrors.wrongCode, { code: twoFactorErrors.wrongCode });
      await reservation.succeeded();
      await twoFactorRepository(app.db).remove(staff.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/auth/two-factor/recovery-codes',
    {
      config: { transaction: false, access: 'staff', audit: audit('made new recovery codes') },
      schema: {
        tags: ['auth'],
        summary: 'New recovery codes (the old ones stop working); needs a code from the app',
        body: confirmTwoFactorBodySchema,
        response: {
          200: recoveryCodesSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      const now = app.auth.now();
      const reservation = await reserveCredentialCheck(app, request, staff.email);
      if ((await checkSecondFactor(app.db, staff.id, request.body.code, now)) !== 'code')
        throw new HttpError(400, twoFactorErrors.wrongCode, { code: twoFactorErrors.wrongCode });
      await reservation.succeeded();
      return { recoveryCodes: await issueRecoveryCodes(app.db, staff.id, now) };
    },
  );
};
