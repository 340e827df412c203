import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createStaffUserBodySchema,
  oneTimePasswordResponseSchema,
  staffUserListSchema,
  staffUserResponseSchema,
  updateStaffUserBodySchema,
} from '../../../contract/auth';
import { errorResponseSchema } from '../../../contract/errors';
import { twoFactorErrors } from '../../../contract/two-factor';
import { staffRepository } from '../../../db/repositories/staff';
import { twoFactorRepository } from '../../../db/repositories/two-factor';
import {
  createAccount,
  lastAdminMessage,
  resetAccountPassword,
  updateAccount,
} from '../../auth/accounts';
import { generateOneTimePassword } from '../../auth/passwords';
import { theItem } from '../../auth/audit-items';
import type { AuditDescription } from '../../auth/access';
import { toStaffUser } from '../../auth/present';
import { resetTwoFactor } from '../../auth/two-factor/enrolment';
import { HttpError } from '../../plugins/errors';

const idParams = z.object({ id: z.string().min(1).max(100) });
const errors = { 401: errorResponseSchema, 403: errorResponseSchema };

/** The account an answer carries (`{ user }`), for the activity log. */
const accountInAnswer = (payload: unknown) => {
  const { user } = payload as { user: { name: string; email: string } };
  return theItem('staff account', `${user.name} <${user.email}>`);
};
const account = (verb: AuditDescription['verb']): AuditDescription => ({
  verb,
  item: 'a staff account',
  after: accountInAnswer,
});

/** 'disabled', 'enabled', 'renamed', 'changed the role of' when that is all a PATCH did. */
function accountChange(body: unknown): string {
  const changes = Object.keys(body ?? {}) as (keyof z.input<typeof updateStaffUserBodySchema>)[];
  if (changes.length !== 1) return 'updated';
  const { disabled } = body as { disabled?: boolean };
  if (changes[0] === 'disabled') return disabled ? 'disabled' : 'enabled';
  return changes[0] === 'role' ? 'changed the role of' : 'renamed';
}

/** Staff management: admins only. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'Every staff account',
        response: { 200: staffUserListSchema, ...errors },
      },
    },
    async () => {
      const withTwoFactor = await twoFactorRepository(app.db).enabledUserIds();
      const users = await staffRepository(app.db).list();
      return {
        users: users.map((user) => ({
          ...toStaffUser(user),
          twoFactorEnabled: withTwoFactor.has(user.id),
        })),
      };
    },
  );

  app.post(
    '/api/users',
    {
      // No Idempotency-Key: the answer carries a one-time password, which must never be stored.
      config: {
        transaction: false,
        access: 'admin',
        audit: { describe: account('created') },
        idempotency: false,
      },
      schema: {
        tags: ['users'],
        summary: 'Create a staff account; its one-time password is in this response only',
        body: createStaffUserBodySchema,
        response: { 201: oneTimePasswordResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const oneTimePassword = generateOneTimePassword();
      const account = await createAccount(app.db, app.auth.now(), {
        ...request.body,
        password: oneTimePassword,
      });
      if (!account) {
        throw new HttpError(409, 'An account with this email already exists.', {
          email: 'Already in use',
        });
      }
      return reply.code(201).send({ user: toStaffUser(account), oneTimePassword });
    },
  );

  app.patch(
    '/api/users/:id',
    {
      config: {
        transaction: false,
        access: 'admin',
        audit: { describe: account((request) => accountChange(request.body)) },
      },
      schema: {
        tags: ['users'],
        summary: 'Rename, change the role of, disable or enable an account',
        params: idParams,
        body: updateStaffUserBodySchema,
        response: {
          200: staffUserResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const result = await updateAccount(app.db, request.params.id, request.body);
      if (!result.ok && result.reason === 'not-found') throw new HttpError(404, 'No such account');
      if (!result.ok) throw new HttpError(409, lastAdminMessage);
      return { user: toStaffUser(result.account) };
    },
  );

  app.post(
    '/api/users/:id/reset-password',
    {
      config: {
        transaction: false,
        access: 'admin',
        audit: { describe: account('reset the password of') },
      },
      schema: {
        tags: ['users'],
        summary: "Replace an account's password with a one-time password; ends its sessions",
        params: idParams,
        response: { 200: oneTimePasswordResponseSchema, 404: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const result = await resetAccountPassword(app.db, request.params.id, request.sessionId);
      if (!result) throw new HttpError(404, 'No such account');
      return { user: toStaffUser(result.account), oneTimePassword: result.oneTimePassword };
    },
  );

  app.post(
    '/api/users/:id/reset-two-factor',
    {
      config: {
        transaction: false,
        access: 'admin',
        audit: { describe: account('reset the second factor of') },
      },
      schema: {
        tags: ['users'],
        summary:
          "Turn off an account's two-factor sign-in (a lost phone); ends its sessions. It sets it up again",
        params: idParams,
        response: {
          200: staffUserResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      if (request.params.id === request.staff?.id)
        throw new HttpError(409, twoFactorErrors.notForSelf);
      const target = await staffRepository(app.db).findById(request.params.id);
      if (!target) throw new HttpError(404, 'No such account');
      await resetTwoFactor(app.db, target.id);
      return { user: toStaffUser(target) };
    },
  );
};
