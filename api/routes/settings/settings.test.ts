import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { securitySettingsSchema } from '../../../contract/two-factor';
import { signIn } from '../../test/staff';
import { auditDescriptions, passwordStep } from '../../test/two-factor';
import { buildTestApp } from '../../test/test-app';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

describe('/api/settings/security', () => {
  it('admins read and change “Require two-factor sign-in for admins”; it is logged', async () => {
    const app = await buildTestApp();
    apps.push(app);
    const admin = await signIn(app, { role: 'admin' });
    const read = await app.inject({ url: '/api/settings/security', headers: admin.headers });
    expect(securitySettingsSchema.parse(read.json())).toEqual({ requireTwoFactorForAdmins: false });

    const put = (requireTwoFactorForAdmins: unknown) =>
      app.inject({
        method: 'PUT',
        url: '/api/settings/security',
        headers: admin.headers,
        payload: { requireTwoFactorForAdmins },
      });
    expect((await put('yes')).statusCode).toBe(400);
    const on = await put(true);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ requireTwoFactorForAdmins: true });
    expect(
      (await app.inject({ url: '/api/settings/security', headers: admin.headers })).json(),
    ).toEqual({ requireTwoFactorForAdmins: true });
    // It applies at the next sign-in.
    expect((await passwordStep(app, admin.user.email)).json()).toEqual({ next: 'enrol' });

    await put(false);
    expect((await auditDescriptions(app)).slice(0, 2)).toEqual([
      'turned off “Require two-factor sign-in for admins”',
      'turned on “Require two-factor sign-in for admins”',
    ]);
  });

  it('is for admins only', async () => {
    const app = await buildTestApp();
    apps.push(app);
    const editor = await signIn(app, { role: 'editor' });
    expect(
      (await app.inject({ url: '/api/settings/security', headers: editor.headers })).statusCode,
    ).toBe(403);
    const put = await app.inject({
      method: 'PUT',
      url: '/api/settings/security',
      headers: editor.headers,
      payload: { requireTwoFactorForAdmins: true },
    });
    expect(put.statusCode).toBe(403);
    expect((await app.inject('/api/settings/security')).statusCode).toBe(401);
  });
});
