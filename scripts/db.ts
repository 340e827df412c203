/**
 * `npm run db:migrate | db:seed | db:reset`, on the configured database (DATA_DIR or DATABASE_URL).
 * migrate: apply pending migrations. seed: add the sample content if the database holds none.
 * reset: drop every table, migrate, and seed again.
 */
import { buildApp } from '../api/app';
import { migrateToLatest } from '../db/client';
import { acquireDataDirLock, DataDirLockedError } from '../db/data-dir-lock';
import { dropAllTables, withStartupLock } from '../db/dialect';
import { seed, seedIfEmpty } from '../db/seed';
import { commandConfig } from './lib/command-config';

const command = process.argv[2];
if (!['migrate', 'seed', 'reset'].includes(command ?? '')) {
  console.error('Usage: tsx scripts/db.ts migrate|seed|reset');
  process.exit(2);
}

const config = commandConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });

// Never beside a running server on the same folder (ADR 0010); held until this script ends.
try {
  acquireDataDirLock(config.dataDir, `db:${command}`);
} catch (error) {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
}

// Building the app applies pending migrations and gives the media store the seed writes images to.
// On PostgreSQL, under the start-up lock a server takes too, so the two never seed together.
await withStartupLock(config.database, async () => {
  const app = await buildApp(config);
  try {
    if (command === 'seed') {
      console.info(
        (await seedIfEmpty(app.db, app.media))
          ? 'Seeded sample content.'
          : 'The database already has content; nothing seeded.',
      );
    } else if (command === 'reset') {
      await dropAllTables(app.db, app.dbEngine);
      await migrateToLatest(app.db);
      await seed(app.db, app.media);
      console.info('Reset the database and seeded sample content.');
    } else {
      console.info('Migrations are up to date.');
    }
  } finally {
    await app.close();
  }
});
