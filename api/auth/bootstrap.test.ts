import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffRepository } from '../../db/repositories/staff';
import { buildTestApp } from '../test/test-app';
import { authConfig } from '../test/staff';
import { createFirstAdminHint, ensureInitialAdmin } from './bootstrap';
import { verifyPassword } from './passwords';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});
const log = () => ({ info: vi.fn(), warn: vi.fn() });

describe('the first admin at start-up', () => {
  it('is created from ADMIN_EMAIL and ADMIN_PASSWORD when no such account exists', async () => {
    const app = await buildTestApp();
    apps.push(app);
    const config = authConfig({
      adminEmail: 'chair@example.org',
      adminPassword: ' first password ',
    });
    expect(await ensureInitialAdmin(app.db, config, log())).toBe('created');
    const admin = await staffRepository(app.db).findByEmail('chair@example.org');
    expect(admin).toMatchObject({ role: 'admin', disabled: false });
    expect(await verifyPassword(admin?.passwordHash ?? '', ' first password ')).toBe(true);
    expect((await app.inject('/api/auth/status')).json()).toEqual({ hasStaff: true });
  });

  it('leaves an existing account exactly as it is (no password reset on restart)', async () => {
    const app = await buildTestApp();
    apps.push(app);
    await ensureInitialAdmin(
      app.db,
      authConfig({ adminEmail: 'chair@example.org', adminPassword: 'first password' }),
      log(),
    );
    const before = await staffRepository(app.db).findByEmail('chair@example.org');
    const outcome = await ensureInitialAdmin(
      app.db,
      authConfig({ adminEmail: 'chair@example.org', adminPassword: 'changed in the env' }),
      log(),
    );
    expect(outcome).toBe('exists');
    expect(await staffRepository(app.db).findByEmail('chair@example.org')).toEqual(before);
    expect(await staffRepository(app.db).count()).toBe(1);
  });

  it('creates nothing without them (no default credentials), and says how to create an account', async () => {
    const app = await buildTestApp();
    apps.push(app);
    const logger = log();
    expect(await ensureInitialAdmin(app.db, authConfig(), logger)).toBe('not-configured');
    expect(await staffRepository(app.db).count()).toBe(0);
    expect(logger.warn).toHaveBeenCalledWith(createFirstAdminHint);
    expect(createFirstAdminHint).toMatch(/npm run admin -- create/);
    expect((await app.inject('/api/auth/status')).json()).toEqual({ hasStaff: false });
  });
});
