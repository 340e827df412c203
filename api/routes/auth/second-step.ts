import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionResponseSchema } from '../../../contract/auth';
import { errorResponseSchema } from '../../../contract/errors';
import {
  enrolledSignInSchema,
  secondStepBodySchema,
  twoFactorErrors,
  twoFactorSetupSchema,
} from '../../../contract/two-factor';
import type { StaffAccount } from '../../../db/repositories/staff';
import { toStaffUser } from '../../auth/present';
import { rememberDevice, trustedDevice } from '../../auth/device';
import { recordSignInEvent } from '../../auth/two-factor/audit-events';
import { challengeCookie, resolveChallenge } from '../../auth/two-factor/challenge';
import { beginEnrolment } from '../../auth/two-factor/enrolment';
import {
  completeEnrolStep,
  completeSecondStep,
  type SecondStepResult,
} from '../../auth/two-factor/second-step';
import { HttpError } from '../../plugins/errors';
import { tooMany } from '../../plugins/rate-limits';

const refusals = { 401: errorResponseSchema, 429: errorResponseSchema };

/** The code's shape says which factor signed in, for the activity log (written only on success). */
const factorVerb = (request: FastifyRequest) => {
  const { code } = request.body as { code: string };
  return /^\d{6}$/.test(code.replace(/\s+/g, ''))
    ? 'signed in with a code from their app'
    : 'signed in with a recovery code';
};

/** The second step of signing in, for a browser holding a challenge cookie (see sign-in.ts). */
export const secondStepRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cookie } = app.auth;
  const challenge = challengeCookie(cookie);
  const clearChallenge = (reply: FastifyReply) =>
    reply.clearCookie(challenge.name, {
      path: challenge.options.path,
      secure: challenge.options.secure,
    });

  /** What both second steps read from the request, besides the code. */
  const stepInput = (request: FastifyRequest) => ({
    challengeToken: request.cookies[challenge.name],
    address: request.ip,
    deviceOf: (email: string) => trustedDevice(app, request, email),
    previousSessionId: request.sessionId,
  });

  /** The session starts: the challenge goes, the browser is remembered for this account. */
  const signedIn = (
    request: FastifyRequest,
    reply: FastifyReply,
    { account, token }: { account: StaffAccount; token: string },
  ) => {
    request.staff = account;
    clearChallenge(reply);
    rememberDevice(app, reply, account.email);
    return reply.setCookie(cookie.name, token, cookie.options);
  };

  /** Throws the refusal's HTTP error, auditing a wrong code. */
  async function refuse(
    request: FastifyRequest,
    reply: FastifyReply,
    result: Exclude<SecondStepResult, { ok: true }>,
  ): Promise<never> {
    if (result.status === 429) throw tooMany(result.retryAfterSeconds, () => result.message);
    if (result.reason === 'expired') {
      clearChallenge(reply);
      throw new HttpError(401, twoFactorErrors.expired);
    }
    await recordSignInEvent(
      app.db,
      request,
      result.account,
      app.auth.now(),
      'failed the second sign-in step (wrong code)',
    );
    throw new HttpError(401, twoFactorErrors.wrongCode, { code: twoFactorErrors.wrongCode });
  }

  app.post(
    '/api/auth/login/two-factor',
    {
      config: {
        transaction: false,
        access: 'public',
        audit: { resource: 'sign-in', action: 'other', describe: { verb: factorVerb, item: '' } },
      },
      schema: {
        tags: ['auth'],
        summary: 'Second step of signing in: a code from the app, or a recovery code',
        body: secondStepBodySchema,
        response: { 200: sessionResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const result = await completeSecondStep(app, {
        ...stepInput(request),
        code: request.body.code,
      });
      if (!result.ok) return refuse(request, reply, result);
      return signedIn(request, reply, result).send({ user: toStaffUser(result.account) });
    },
  );

  app.post(
    '/api/auth/login/enrol',
    {
      // Nobody is signed in yet, so the request-wide log would skip it: it is written below.
      config: { transaction: false, access: 'public', audit: false },
      schema: {
        tags: ['auth'],
        summary: 'Signing in, when two-factor sign-in is required: a new secret for the app',
        response: { 200: twoFactorSetupSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const now = app.auth.now();
      const pending = await resolveChallenge(app.db, request.cookies[challenge.name], now);
      if (pending?.stage !== 'enrol') {
        clearChallenge(reply);
        throw new HttpError(401, twoFactorErrors.expired);
      }
      const setup = await beginEnrolment(app.db, pending.account, app.auth.issuer, now);
      if (!setup) throw new HttpError(401, twoFactorErrors.expired);
      await recordSignInEvent(
        app.db,
        request,
        pending.account,
        now,
        'started setting up two-factor sign-in, required to sign in',
      );
      return setup;
    },
  );

  app.post(
    '/api/auth/login/enrol/confirm',
    {
      config: {
        transaction: false,
        access: 'public',
        audit: {
          resource: 'two-factor',
          action: 'create',
          describe: { verb: 'turned on two-factor sign-in and signed in', item: '' },
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Signing in: the first code turns two-factor sign-in on and starts the session',
        body: secondStepBodySchema,
        response: { 200: enrolledSignInSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const result = await completeEnrolStep(app, {
        ...stepInput(request),
        code: request.body.code.replace(/\s+/g, ''),
      });
      if (!result.ok) return refuse(request, reply, result);
      return signedIn(request, reply, result).send({
        user: toStaffUser(result.account),
        recoveryCodes: result.recoveryCodes,
      });
    },
  );
};
