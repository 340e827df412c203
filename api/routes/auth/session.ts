import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionResponseSchema, signInBodySchema, signInErrors } from '../../../contract/auth';
import { errorResponseSchema } from '../../../contract/errors';
import { signInAnswerSchema } from '../../../contract/two-factor';
import { sessionsRepository } from '../../../db/repositories/sessions';
import { requireStaff } from '../../auth/access';
import { toStaffUser } from '../../auth/present';
import { rememberDevice, trustedDevice } from '../../auth/device';
import { signIn } from '../../auth/sign-in';
import { challengeCookie } from '../../auth/two-factor/challenge';
import { HttpError } from '../../plugins/errors';
import { tooMany } from '../../plugins/rate-limits';

/** Sign in, sign out, and who is signed in. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cookie } = app.auth;
  const challenge = challengeCookie(cookie);

  app.post(
    '/api/auth/login',
    {
      config: {
        transaction: false,
        access: 'public',
        audit: { resource: 'sign-in', action: 'other', describe: { verb: 'signed in', item: '' } },
      },
      schema: {
        tags: ['auth'],
        summary:
          'Sign in: starts a new session and sets its cookie, or, when a second step is due, says which',
        body: signInBodySchema,
        response: {
          200: signInAnswerSchema,
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await signIn(app, {
        ...request.body,
        address: request.ip,
        device: trustedDevice(app, request, request.body.email),
        previousSessionId: request.sessionId,
      });
      if (!result.ok && result.status === 429)
        throw tooMany(result.retryAfterSeconds, () => result.message);
      if (!result.ok) throw new HttpError(401, signInErrors.invalid);
      if (result.ok === 'second-step') {
        return reply
          .setCookie(challenge.name, result.challengeToken, challenge.options)
          .send({ next: result.next });
      }
      request.staff = result.account;
      reply.setCookie(cookie.name, result.token, cookie.options);
      rememberDevice(app, reply, result.account.email);
      return reply.send({ user: toStaffUser(result.account) });
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: {
        transaction: false,
        access: 'public',
        audit: {
          resource: 'sign-out',
          action: 'other',
          describe: { verb: 'signed out', item: '' },
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: ends the session on the server',
        response: { 204: z.undefined().describe('Signed out') },
      },
    },
    async (request, reply) => {
      if (request.sessionId) await sessionsRepository(app.db).remove(request.sessionId);
      return reply
        .clearCookie(cookie.name, { path: cookie.options.path, secure: cookie.options.secure })
        .code(204)
        .send();
    },
  );

  app.get(
    '/api/auth/me',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in staff member',
        response: { 200: sessionResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ user: toStaffUser(requireStaff(request)) }),
  );
};
