import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../../db/client';
import { staffRepository } from '../../db/repositories/staff';
import type { AuthConfig } from '../config';
import { createAccount } from './accounts';
import { defaultStaffName } from './admin-commands';
import { clockOf } from './clock';

export const createFirstAdminHint =
  'No staff account exists yet. Set ADMIN_EMAIL and ADMIN_PASSWORD and restart, or run: ' +
  'npm run admin -- create <email>';

export type BootstrapOutcome = 'created' | 'exists' | 'not-configured';

/**
 * Creates the admin named by ADMIN_EMAIL/ADMIN_PASSWORD when no account has that email. An existing
 * account is left exactly as it is (its password is not reset). There are no default credentials.
 */
export async function ensureInitialAdmin(
  db: DB,
  config: AuthConfig,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<BootstrapOutcome> {
  const { adminEmail, adminPassword } = config;
  if (!adminEmail || !adminPassword) {
    if ((await staffRepository(db).count()) === 0) log.warn(createFirstAdminHint);
    return 'not-configured';
  }
  if (await staffRepository(db).findByEmail(adminEmail)) return 'exists';
  const created = await createAccount(db, clockOf(config)(), {
    email: adminEmail,
    name: defaultStaffName('admin'),
    role: 'admin',
    password: adminPassword,
  });
  if (created) log.info({ email: created.email }, 'Created the first admin from ADMIN_EMAIL');
  return created ? 'created' : 'exists';
}
