import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  oneTimePasswordResponseSchema,
  staffUserListSchema,
  staffUserResponseSchema,
} from '../../../contract/auth';
import { lastAdminMessage } from '../../auth/accounts';
import { signIn, testOrigin, testPassword, type SignedIn } from '../../test/staff';
import { buildTestApp } from '../../test/test-app';

const apps: FastifyInstance[] = [];
async function newApp(): Promise<FastifyInstance> {
  const app = await buildTestApp();
  apps.push(app);
  return app;
}
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

let nextAddress = 1;
function login(app: FastifyInstance, email: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { origin: testOrigin },
    payload: { email, password },
    remoteAddress: `10.2.0.${nextAddress++ % 250}`,
  });
}
const me = (app: FastifyInstance, who: SignedIn) =>
  app.inject({ url: '/api/auth/me', headers: who.headers });
const patch = (app: FastifyInstance, who: SignedIn, id: string, payload: object) =>
  app.inject({ method: 'PATCH', url: `/api/users/${id}`, headers: who.headers, payload });

describe('GET /api/users', () => {
  it('lists every account without password hashes', async () => {
    const app = await newApp();
    const admin = await signIn(app, { email: 'boss@example.org' });
    await signIn(app, { role: 'editor', email: 'writer@example.org' });
    const response = await app.inject({ url: '/api/users', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    const { users } = staffUserListSchema.parse(response.json());
    expect(users.map((user) => [user.email, user.role])).toEqual([
      ['boss@example.org', 'admin'],
      ['writer@example.org', 'editor'],
    ]);
    expect(response.body).not.toMatch(/argon2|hash/i);
  });
});

describe('POST /api/users', () => {
  it('creates an account with a one-time password, shown once, that signs in', async () => {
    const app = await newApp();
    const admin = await signIn(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin.headers,
      payload: { email: '  New.Editor@Example.ORG ', name: 'New Editor', role: 'editor' },
    });
    expect(response.statusCode).toBe(201);
    const body = oneTimePasswordResponseSchema.parse(response.json());
    expect(body.user).toMatchObject({
      email: 'new.editor@example.org',
      name: 'New Editor',
      role: 'editor',
      disabled: false,
      lastLoginAt: null,
    });
    expect(body.oneTimePassword.length).toBeGreaterThanOrEqual(20);
    expect(response.headers['cache-control']).toBe('no-store');

    const stored = await app.db
      .selectFrom('staff_users')
      .selectAll()
      .where('id', '=', body.user.id)
      .executeTakeFirstOrThrow();
    expect(stored.email).toBe('new.editor@example.org');
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
    expect(stored.password_hash).not.toContain(body.oneTimePassword);

    expect((await login(app, 'new.editor@example.org', body.oneTimePassword)).statusCode).toBe(200);
    const list = await app.inject({ url: '/api/users', headers: admin.headers });
    expect(list.body).not.toContain(body.oneTimePassword);
  });

  it('refuses an email already in use, whatever its case', async () => {
    const app = await newApp();
    const admin = await signIn(app, { email: 'taken@example.org' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin.headers,
      payload: { email: 'TAKEN@example.org', name: 'Dup', role: 'editor' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('An account with this email already exists.');
  });

  it('validates email, name and role', async () => {
    const app = await newApp();
    const admin = await signIn(app);
    for (const payload of [
      { email: 'not-an-email', name: 'X', role: 'editor' },
      { email: 'x@example.org', name: '   ', role: 'editor' },
      { email: 'x@example.org', name: 'X', role: 'owner' },
      { email: 'x@example.org', name: 'X', role: 'editor', password: 'chosen-by-caller' },
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/users',
        headers: admin.headers,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('PATCH /api/users/:id', () => {
  it('renames and changes roles', async () => {
    const app = await newApp();
    const admin = await signIn(app);
    const editor = await signIn(app, { role: 'editor' });
    const response = await patch(app, admin, editor.user.id, { name: 'Promoted', role: 'admin' });
    expect(response.statusCode).toBe(200);
    expect(staffUserResponseSchema.parse(response.json()).user).toMatchObject({
      name: 'Promoted',
      role: 'admin',
    });
    // The new role applies to the editor's existing session at once.
    expect((await app.inject({ url: '/api/users', headers: editor.headers })).statusCode).toBe(200);
    expect((await patch(app, admin, 'no-such-id', { name: 'X' })).statusCode).toBe(404);
  });

  it("disabling ends all of the account's sessions and stops it signing in; enabling restores sign-in", async () => {
    const app = await newApp();
    const admin = await signIn(app);
    const editor = await signIn(app, { role: 'editor' });
    expect((await me(app, editor)).statusCode).toBe(200);

    const disabled = await patch(app, admin, editor.user.id, { disabled: true });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().user.disabled).toBe(true);
    expect((await me(app, editor)).statusCode).toBe(401);
    const refused = await login(app, editor.user.email, testPassword);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: 'Invalid email or password.' });

    expect((await patch(app, admin, editor.user.id, { disabled: false })).statusCode).toBe(200);
    expect((await login(app, editor.user.email, testPassword)).statusCode).toBe(200);
  });
});

describe('the last active admin', () => {
  it('cannot be demoted or disabled, by themselves or anyone', async () => {
    const app = await newApp();
    const admin = await signIn(app);
    for (const change of [
      { role: 'editor' },
      { disabled: true },
      { role: 'editor', disabled: true },
    ]) {
      const response = await patch(app, admin, admin.user.id, change);
      expect(response.statusCode, JSON.stringify(change)).toBe(409);
      expect(response.json()).toEqual({ error: lastAdminMessage });
    }
    expect((await me(app, admin)).json().user).toMatchObject({ role: 'admin', disabled: false });
    // A harmless change to the last admin is fine.
    expect(
      (
        await patch(app, admin, admin.user.id, {
          name: 'Still admin',
          role: 'admin',
          disabled: false,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('counts only enabled admins', async () => {
    const app = await newApp();
    const first = await signIn(app);
    const second = await signIn(app);
    expect((await patch(app, first, second.user.id, { disabled: true })).statusCode).toBe(200);
    expect((await patch(app, first, first.user.id, { role: 'editor' })).statusCode).toBe(409);
    // With another admin enabled again, one of them may step down.
    expect((await patch(app, first, second.user.id, { disabled: false })).statusCode).toBe(200);
    expect((await patch(app, first, first.user.id, { role: 'editor' })).statusCode).toBe(200);
    // Disabling ended the second admin's session: they sign in again, and cannot step down now.
    const again = await login(app, second.user.email, testPassword);
    const headers = {
      cookie: String(again.headers['set-cookie']).split(';')[0] ?? '',
      origin: testOrigin,
    };
    const stepDown = await app.inject({
      method: 'PATCH',
      url: `/api/users/${second.user.id}`,
      headers,
      payload: { role: 'editor' },
    });
    expect(stepDown.statusCode).toBe(409);
  });

  it('holds when two admins demote each other at the same moment', async () => {
    const app = await newApp();
    const first = await signIn(app);
    const second = await signIn(app);
    const results = await Promise.all([
      patch(app, first, second.user.id, { role: 'editor' }),
      patch(app, second, first.user.id, { role: 'editor' }),
      patch(app, first, first.user.id, { disabled: true }),
      patch(app, second, second.user.id, { disabled: true }),
    ]);
    const admins = await app.db
      .selectFrom('staff_users')
      .select('id')
      .where('role', '=', 'admin')
      .where('disabled', '=', 0)
      .execute();
    expect(admins).toHaveLength(1);
    expect(results.some((response) => response.statusCode === 409)).toBe(true);
  });
});

describe('POST /api/users/:id/reset-password', () => {
  it("replaces the password with a one-time one and ends that account's sessions", async () => {
    const app = await newApp();
    const admin = await signIn(app);
    const editor = await signIn(app, { role: 'editor' });
    const response = await app.inject({
      method: 'POST',
      url: `/api/users/${editor.user.id}/reset-password`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    const { oneTimePassword, user } = oneTimePasswordResponseSchema.parse(response.json());
    expect(user.id).toBe(editor.user.id);
    expect(oneTimePassword.length).toBeGreaterThanOrEqual(20);
    expect((await me(app, editor)).statusCode).toBe(401);
    expect((await login(app, editor.user.email, testPassword)).statusCode).toBe(401);
    expect((await login(app, editor.user.email, oneTimePassword)).statusCode).toBe(200);
    expect((await me(app, admin)).statusCode).toBe(200);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/users/nope/reset-password',
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(404);
  });

  it("ends an admin's other sessions, but not the one doing it, when they reset their own", async () => {
    const app = await newApp();
    const admin = await signIn(app);
    const elsewhere = await login(app, admin.user.email, testPassword);
    const otherCookie = String(elsewhere.headers['set-cookie']).split(';')[0] ?? '';
    const response = await app.inject({
      method: 'POST',
      url: `/api/users/${admin.user.id}/reset-password`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect((await me(app, admin)).statusCode).toBe(200);
    expect(
      (await app.inject({ url: '/api/auth/me', headers: { cookie: otherCookie } })).statusCode,
    ).toBe(401);
  });
});

describe('PUT /api/auth/password', () => {
  const change = (app: FastifyInstance, who: SignedIn, payload: object) =>
    app.inject({ method: 'PUT', url: '/api/auth/password', headers: who.headers, payload });

  it("changes one's own password and ends one's other sessions", async () => {
    const app = await newApp();
    const editor = await signIn(app, { role: 'editor' });
    const other = await login(app, editor.user.email, testPassword);
    const otherCookie = String(other.headers['set-cookie']).split(';')[0] ?? '';

    const response = await change(app, editor, {
      currentPassword: testPassword,
      newPassword: 'a brand new passphrase',
    });
    expect(response.statusCode).toBe(204);
    expect((await me(app, editor)).statusCode).toBe(200);
    expect(
      (await app.inject({ url: '/api/auth/me', headers: { cookie: otherCookie } })).statusCode,
    ).toBe(401);
    expect((await login(app, editor.user.email, testPassword)).statusCode).toBe(401);
    expect((await login(app, editor.user.email, 'a brand new passphrase')).statusCode).toBe(200);
  });

  it('needs the current password, and a new one of 10 to 128 characters', async () => {
    const app = await newApp();
    const editor = await signIn(app, { role: 'editor' });
    const wrong = await change(app, editor, {
      currentPassword: 'not my password',
      newPassword: 'a brand new passphrase',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toHaveProperty('currentPassword');
    for (const newPassword of ['short', 'x'.repeat(129)]) {
      const response = await change(app, editor, { currentPassword: testPassword, newPassword });
      expect(response.statusCode, `${newPassword.length} characters`).toBe(400);
      expect(response.json().fields).toHaveProperty('newPassword');
    }
    expect(
      (await change(app, editor, { currentPassword: testPassword, newPassword: 'x'.repeat(128) }))
        .statusCode,
    ).toBe(204);
    expect((await login(app, editor.user.email, 'x'.repeat(128))).statusCode).toBe(200);
  });

  it('counts wrong current passwords against the sign-in limit', async () => {
    const app = await newApp();
    const editor = await signIn(app, { role: 'editor' });
    for (let index = 0; index < 5; index += 1) {
      expect(
        (
          await change(app, editor, {
            currentPassword: `guess number ${index}`,
            newPassword: 'a brand new passphrase',
          })
        ).statusCode,
      ).toBe(400);
    }
    const blocked = await change(app, editor, {
      currentPassword: testPassword,
      newPassword: 'a brand new passphrase',
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});
