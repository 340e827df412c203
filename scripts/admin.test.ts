import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../api/auth/passwords';
import { openDatabase } from '../db/client';
import { staffRepository } from '../db/repositories/staff';

const root = path.resolve(import.meta.dirname, '..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-admin-script-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
// util-linux's `script` (Debian's bsdutils) lends the script a terminal; without it that test is skipped.
const hasScript = spawnSync('script', ['--version']).status === 0;
const env = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
};

async function account(email: string) {
  const db = openDatabase({ engine: 'sqlite', file: path.join(dataDir, 'chapter.sqlite') });
  try {
    return await staffRepository(db).findByEmail(email);
  } finally {
    await db.destroy();
  }
}

/**
 * Runs the script on a terminal of its own (util-linux `script` gives it a pseudo-terminal) and
 * answers each prompt when it appears, as a person would.
 */
function runOnTerminal(args: string[], answers: [RegExp, string][]) {
  const command = [tsx, 'scripts/admin.ts', ...args].map((part) => `'${part}'`).join(' ');
  const child = spawn('script', ['-qec', command, '/dev/null'], { cwd: root, env });
  let output = '';
  let next = 0;
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
    while (next < answers.length && answers[next]![0].test(output)) {
      child.stdin.write(`${answers[next]![1]}\r`);
      next += 1;
    }
  });
  return new Promise<{ status: number | null; output: string }>((resolve) => {
    child.on('close', (status) => resolve({ status, output }));
  });
}

describe("the README's `npm run admin -- create you@example.org`", () => {
  it(
    'creates the account with the piped password and the default name',
    { timeout: 60_000 },
    async () => {
      const created = spawnSync(tsx, ['scripts/admin.ts', 'create', 'you@example.org'], {
        cwd: root,
        env,
        input: 'a long enough password\n',
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(created.stderr).toBe('');
      expect(created.status).toBe(0);
      expect(created.stdout).toMatch(/Created admin you@example.org/);
      const you = await account('you@example.org');
      expect(you).toMatchObject({ role: 'admin', name: 'Administrator' });
      expect(await verifyPassword(you?.passwordHash ?? '', 'a long enough password')).toBe(true);
    },
  );

  it.skipIf(!hasScript)(
    'on a terminal, asks for the name and the password (twice, not echoed)',
    { timeout: 60_000 },
    async () => {
      const { status, output } = await runOnTerminal(
        ['create', 'chair@example.org'],
        [
          [/Name \(Enter for Administrator\): $/, 'Ada Lovelace'],
          [/New password \(10 to 128 characters\): $/, 'typed password'],
          [/Repeat it: $/, 'typed password'],
        ],
      );
      expect(output).toMatch(/Created admin chair@example.org/);
      expect(status).toBe(0);
      expect(output).toContain('Ada Lovelace');
      expect(output).not.toContain('typed password');
      const chair = await account('chair@example.org');
      expect(chair).toMatchObject({ role: 'admin', name: 'Ada Lovelace' });
      expect(await verifyPassword(chair?.passwordHash ?? '', 'typed password')).toBe(true);
    },
  );
});
