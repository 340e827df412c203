/**
 * `npm run admin -- create|reset-password|disable|enable <email>`: manages staff accounts from a shell,
 * on the database the server uses (DATA_DIR or DATABASE_URL), after applying pending migrations.
 * Passwords come from a hidden prompt, or from stdin when piped; never from the command line.
 */
import {
  adminUsage,
  checkStaffName,
  defaultStaffName,
  parseAdminArgs,
  runAdminCommand,
  UsageError,
  type AdminCommand,
} from '../api/auth/admin-commands';
import { ConfigError, loadConfig } from '../api/config';
import { migrateToLatest, openDatabase } from '../db/client';

/** Reads a line from the terminal; a password is not echoed. */
function promptLine(question: string, { echo }: { echo: boolean }): Promise<string> {
  const { stdin, stdout } = process;
  // The terminal stops echoing before the question shows, so an answer typed at once is not echoed.
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  stdout.write(question);
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (error?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003' || char === '\u0004') return finish(new Error('Cancelled'));
        if (char === '\u007f' || char === '\b') {
          if (echo && value) stdout.write('\b \b');
          value = [...value].slice(0, -1).join('');
        } else {
          value += char;
          if (echo) stdout.write(char);
        }
      }
    };
    stdin.on('data', onData);
  });
}

const promptHidden = (question: string) => promptLine(question, { echo: false });

/** The first line of piped stdin, without its line ending (nothing else is trimmed). */
async function readPipedLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? '';
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readPipedLine();
  const password = await promptHidden('New password (10 to 128 characters): ');
  const again = await promptHidden('Repeat it: ');
  if (password !== again) throw new Error('The passwords do not match.');
  return password;
}

/** On a terminal, create without --name asks for the name; Enter keeps the role's. */
async function withName(command: AdminCommand): Promise<AdminCommand> {
  if (command.action !== 'create' || command.name !== undefined || !process.stdin.isTTY)
    return command;
  const answer = await promptLine(`Name (Enter for ${defaultStaffName(command.role)}): `, {
    echo: true,
  });
  return { ...command, name: checkStaffName(answer, command.role) };
}

async function main(): Promise<number> {
  let command: AdminCommand;
  try {
    command = parseAdminArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${adminUsage}`);
    return 2;
  }
  const config = loadConfig(process.env);
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    console.info(await runAdminCommand(db, await withName(command), readPassword));
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const usage = error instanceof UsageError;
    console.error(
      error instanceof ConfigError || usage || error instanceof Error ? error.message : error,
    );
    process.exit(usage ? 2 : 1);
  },
);
