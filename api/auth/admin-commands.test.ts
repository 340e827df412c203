import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { sessionsRepository } from '../../db/repositories/sessions';
import { staffRepository } from '../../db/repositories/staff';
import { signIn } from '../test/staff';
import { buildTestApp } from '../test/test-app';
import { lastAdminMessage } from './accounts';
import { parseAdminArgs, runAdminCommand, UsageError } from './admin-commands';
import { verifyPassword } from './passwords';

describe('parseAdminArgs', () => {
  it('reads create, reset-password, disable and enable', () => {
    expect(
      parseAdminArgs(['create', 'Chair@Example.org', '--name', 'The Chair', '--role', 'editor']),
    ).toEqual({
      action: 'create',
      email: 'chair@example.org',
      name: 'The Chair',
      role: 'editor',
    });
    expect(parseAdminArgs(['create', 'a@example.org', '--name=A'])).toMatchObject({
      role: 'admin',
    });
    // The name is optional (the README's `npm run admin -- create you@example.org`).
    expect(parseAdminArgs(['create', 'a@example.org'])).toEqual({
      action: 'create',
      email: 'a@example.org',
      role: 'admin',
    });
    expect(parseAdminArgs(['reset-password', 'a@example.org'])).toEqual({
      action: 'reset-password',
      email: 'a@example.org',
    });
    expect(parseAdminArgs(['disable', 'a@example.org'])).toEqual({
      action: 'disable',
      email: 'a@example.org',
    });
    expect(parseAdminArgs(['enable', 'a@example.org'])).toEqual({
      action: 'enable',
      email: 'a@example.org',
    });
  });

  it.each([
    [['create', 'a@example.org', '--name', 'A', '--password', 'on the command line']],
    [['create', 'a@example.org', '--name', 'A', 'extra-positional-password']],
    [['reset-password', 'a@example.org', 'new-password-here']],
    [['create', 'a@example.org', '--name', ' ']],
    [['create', 'a@example.org', '--name', 'A', '--role', 'owner']],
    [['create', 'not-an-email', '--name', 'A']],
    [['disable', 'a@example.org', '--role', 'editor']],
    [['delete', 'a@example.org']],
    [[]],
  ])('refuses %j (never a password in argv)', (argv) => {
    expect(() => parseAdminArgs(argv)).toThrow(UsageError);
  });
});

describe('runAdminCommand', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });
  const password = (value: string) => async () => value;

  it('creates, resets, disables and enables accounts', async () => {
    const db = app.db;
    expect(
      await runAdminCommand(
        db,
        parseAdminArgs(['create', 'one@example.org', '--name', 'One']),
        password('first password'),
      ),
    ).toMatch(/Created admin/);
    await expect(
      runAdminCommand(
        db,
        parseAdminArgs(['create', 'ONE@example.org', '--name', 'Again']),
        password('first password'),
      ),
    ).rejects.toThrow(/already exists/);
    await expect(
      runAdminCommand(
        db,
        parseAdminArgs(['create', 'two@example.org', '--name', 'Two']),
        password('too short'),
      ),
    ).rejects.toThrow(UsageError);
    await expect(
      runAdminCommand(
        db,
        parseAdminArgs(['create', 'two@example.org', '--name', 'Two']),
        password('x'.repeat(129)),
      ),
    ).rejects.toThrow(UsageError);

    const session = await signIn(app, { email: 'editor@example.org', role: 'editor' });
    await runAdminCommand(
      db,
      parseAdminArgs(['reset-password', 'editor@example.org']),
      password(' new password '),
    );
    const editor = await staffRepository(db).findByEmail('editor@example.org');
    expect(await verifyPassword(editor?.passwordHash ?? '', ' new password ')).toBe(true);
    expect(await sessionsRepository(db).countForAccount(session.user.id)).toBe(0);

    await expect(
      runAdminCommand(db, parseAdminArgs(['disable', 'one@example.org']), password('')),
    ).rejects.toThrow(lastAdminMessage);
    expect(
      await runAdminCommand(db, parseAdminArgs(['disable', 'editor@example.org']), password('')),
    ).toMatch(/Disabled/);
    expect((await staffRepository(db).findByEmail('editor@example.org'))?.disabled).toBe(true);
    expect(
      await runAdminCommand(db, parseAdminArgs(['enable', 'editor@example.org']), password('')),
    ).toMatch(/Enabled/);
    await expect(
      runAdminCommand(db, parseAdminArgs(['disable', 'nobody@example.org']), password('')),
    ).rejects.toThrow(/No account/);
  });
});

describe('npm run admin', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-admin-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const run = (args: string[], input: string) =>
    spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/admin.ts', ...args], {
      cwd: root,
      input,
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
      },
      timeout: 30_000,
    });

  it(
    'migrates the configured database and reads the password from piped stdin',
    { timeout: 60_000 },
    async () => {
      const created = run(
        ['create', 'Chair@Example.org', '--name', 'The Chair', '--role', 'admin'],
        'piped password \n',
      );
      expect(created.stderr).toBe('');
      expect(created.status).toBe(0);
      expect(created.stdout).toMatch(/Created admin chair@example.org/);

      const refused = run(
        ['create', 'x@example.org', '--name', 'X', '--password', 'in argv please'],
        '',
      );
      expect(refused.status).toBe(2);
      expect(refused.stderr).toMatch(/Usage/);

      const lastAdmin = run(['disable', 'chair@example.org'], '');
      expect(lastAdmin.status).toBe(1);
      expect(lastAdmin.stderr).toContain(lastAdminMessage);

      const db = openDatabase({ engine: 'sqlite', file: path.join(dataDir, 'chapter.sqlite') });
      try {
        const chair = await staffRepository(db).findByEmail('chair@example.org');
        expect(chair).toMatchObject({ role: 'admin', name: 'The Chair' });
        // Only the line ending was removed from what was piped in.
        expect(await verifyPassword(chair?.passwordHash ?? '', 'piped password ')).toBe(true);
      } finally {
        await db.destroy();
      }
    },
  );
});
