import { parseArgs } from 'node:util';
import {
  passwordSchema,
  staffEmailSchema,
  staffNameSchema,
  staffRoleSchema,
} from '../../contract/auth';
import type { DB } from '../../db/client';
import { staffRepository } from '../../db/repositories/staff';
import type { StaffRole } from '../../db/tables/staff';
import { createAccount, lastAdminMessage, setAccountPassword, updateAccount } from './accounts';

export const adminUsage = `Usage:
  npm run admin -- create <email> [--name "<name>"] [--role admin|editor]
  npm run admin -- reset-password <email>
  npm run admin -- disable <email>
  npm run admin -- enable <email>

The password is read from the terminal (not echoed) or, when piped, from the first line of stdin.
It is never taken from the command line. Without --name, the terminal asks for one (Enter keeps
the role's name, 'Administrator' or 'Editor'); piped, the role's name is used.`;

export class UsageError extends Error {
  override name = 'UsageError';
}

export type AdminCommand =
  | { action: 'create'; email: string; name?: string | undefined; role: StaffRole }
  | { action: 'reset-password' | 'disable' | 'enable'; email: string };

const actions = ['create', 'reset-password', 'disable', 'enable'] as const;

/** The name an account gets when none is given: its role's, as the start-up admin gets. */
export const defaultStaffName = (role: StaffRole): string =>
  role === 'admin' ? 'Administrator' : 'Editor';

/** Checks a staff name typed at a prompt; blank means the role's name. */
export function checkStaffName(value: string, role: StaffRole): string {
  if (value.trim() === '') return defaultStaffName(role);
  const name = staffNameSchema.safeParse(value);
  if (!name.success) throw new UsageError(firstError(name, 'name'));
  return name.data;
}

function firstError(result: { error?: { issues: { message: string }[] } }, what: string): string {
  return `${what}: ${result.error?.issues[0]?.message ?? 'invalid'}`;
}

/** Parses `<action> <email> [--name] [--role]`; anything else (a `--password`, say) is a usage error. */
export function parseAdminArgs(argv: string[]): AdminCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: { name: { type: 'string' }, role: { type: 'string' } },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const [action, rawEmail, ...extra] = parsed.positionals;
  if (!actions.includes(action as (typeof actions)[number]))
    throw new UsageError(`Unknown command: ${action ?? '(none)'}`);
  if (rawEmail === undefined || extra.length > 0)
    throw new UsageError('Give exactly one email address');
  const email = staffEmailSchema.safeParse(rawEmail);
  if (!email.success) throw new UsageError(firstError(email, 'email'));

  if (action !== 'create') {
    if (parsed.values.name !== undefined || parsed.values.role !== undefined) {
      throw new UsageError('--name and --role go with create only');
    }
    return { action: action as 'reset-password' | 'disable' | 'enable', email: email.data };
  }
  const role = staffRoleSchema.safeParse(parsed.values.role ?? 'admin');
  if (!role.success) throw new UsageError('--role: admin or editor');
  // The name is optional: the README's `npm run admin -- create you@example.org` is enough.
  if (parsed.values.name === undefined) {
    return { action: 'create', email: email.data, role: role.data };
  }
  const name = staffNameSchema.safeParse(parsed.values.name);
  if (!name.success) throw new UsageError(firstError(name, '--name'));
  return { action: 'create', email: email.data, name: name.data, role: role.data };
}

/** Checks a password read from a prompt or stdin: 10 to 128 characters, taken exactly as given. */
function checkPassword(password: string): string {
  const result = passwordSchema.safeParse(password);
  if (!result.success) throw new UsageError(firstError(result, 'password'));
  return result.data;
}

/** Runs a command; answers what to tell the operator, or throws an Error whose message says why not. */
export async function runAdminCommand(
  db: DB,
  command: AdminCommand,
  readPassword: () => Promise<string>,
  now: Date = new Date(),
): Promise<string> {
  const existing = await staffRepository(db).findByEmail(command.email);
  if (command.action === 'create') {
    if (existing) throw new Error(`An account for ${command.email} already exists.`);
    const password = checkPassword(await readPassword());
    const name = command.name ?? defaultStaffName(command.role);
    const created = await createAccount(db, now, { ...command, name, password });
    if (!created) throw new Error(`An account for ${command.email} already exists.`);
    return `Created ${created.role} ${created.email}.`;
  }
  if (!existing) throw new Error(`No account for ${command.email}.`);
  if (command.action === 'reset-password') {
    const password = checkPassword(await readPassword());
    await setAccountPassword(db, existing, password, null);
    return `Set a new password for ${existing.email}; their sessions have ended.`;
  }
  const result = await updateAccount(db, existing.id, { disabled: command.action === 'disable' });
  if (!result.ok)
    throw new Error(
      result.reason === 'last-admin' ? lastAdminMessage : `No account for ${command.email}.`,
    );
  return command.action === 'disable'
    ? `Disabled ${existing.email}; their sessions have ended.`
    : `Enabled ${existing.email}.`;
}
