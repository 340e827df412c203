/**
 * `npm run restore -- <file> [--force]`: brings back the site an archive holds into the configured
 * database (DATA_DIR or DATABASE_URL) and media storage. Stop the server first. See docs/operations.md.
 */
import { restoreBackup } from '../api/operations/backup/restore';
import { commandConfig } from './lib/command-config';

const args = process.argv.slice(2);
const force = args.includes('--force');
const files = args.filter((arg) => arg !== '--force');
if (files.length !== 1 || files[0]?.startsWith('-')) {
  console.error('Usage: npm run restore -- <archive file> [--force]');
  process.exit(2);
}

const config = commandConfig();

const started = Date.now();
try {
  const manifest = await restoreBackup(config, files[0] as string, {
    force,
    sink: (line) => console.info(line),
  });
  console.info(
    `Restored the backup of ${manifest.createdAt} (schema ${manifest.schemaVersion}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
