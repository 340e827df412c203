import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { staffUserListSchema } from '../../../contract/auth';
import { twoFactorErrors } from '../../../contract/two-factor';
import { authConfig, manualClock, signIn } from '../../test/staff';
import { auditDescriptions, challengeFor, enrol, passwordStep } from '../../test/two-factor';
import { buildTestApp } from '../../test/test-app';

const apps: FastifyInstance[] = [];
async function newApp(): Promise<FastifyInstance> {
  const app = await buildTestApp({ auth: authConfig({ now: manualClock().now }) });
  apps.push(app);
  return app;
}
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

const reset = (app: FastifyInstance, id: string, headers: { cookie: string; origin: string }) =>
  app.inject({ method: 'POST', url: `/api/users/${id}/reset-two-factor`, headers });

describe('an admin resets another staff member’s second factor', () => {
  it('turns it off, ends their sessions and half-finished sign-ins, and the list shows it', async () => {
    const app = await newApp();
    const admin = await signIn(app, { role: 'admin' });
    const editor = await signIn(app, { role: 'editor', name: 'Lost Phone' });
    await enrol(app, editor.headers);
    const pending = await challengeFor(app, editor.user.email);
    expect(pending.response.json()).toEqual({ next: 'two-factor' });

    const listed = async () =>
      staffUserListSchema
        .parse((await app.inject({ url: '/api/users', headers: admin.headers })).json())
        .users.find((user) => user.id === editor.user.id);
    expect((await listed())?.twoFactorEnabled).toBe(true);

    const response = await reset(app, editor.user.id, admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { id: editor.user.id } });
    expect((await listed())?.twoFactorEnabled).toBe(false);
    // Signed out everywhere, and the pending sign-in is gone.
    expect((await app.inject({ url: '/api/auth/me', headers: editor.headers })).statusCode).toBe(
      401,
    );
    expect(await app.db.selectFrom('sign_in_challenges').selectAll().execute()).toEqual([]);
    // The password alone signs in now; they can set it up again.
    expect((await passwordStep(app, editor.user.email)).json()).toHaveProperty('user');
    expect(await auditDescriptions(app)).toContain(
      `reset the second factor of the staff account “Lost Phone <${editor.user.email}>”`,
    );
  });

  it('is for admins, not for oneself, and answers 404 for no such account', async () => {
    const app = await newApp();
    const admin = await signIn(app, { role: 'admin' });
    const editor = await signIn(app, { role: 'editor' });
    expect((await reset(app, admin.user.id, editor.headers)).statusCode).toBe(403);
    const self = await reset(app, admin.user.id, admin.headers);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ error: twoFactorErrors.notForSelf });
    expect((await reset(app, 'nobody', admin.headers)).statusCode).toBe(404);
  });
});
