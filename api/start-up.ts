/**
 * What a server does before it listens (ADR 0010): take the data folder's lock, migrate, create the
 * first admin, seed an empty database, and clear what a killed process left behind.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ensureInitialAdmin } from './auth/bootstrap';
import type { AppConfig } from './config';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { withStartupLock } from '../db/dialect';
import { isEmpty } from '../db/seed/empty';

/**
 * Throws DataDirLockedError, naming the process that holds it, when another process uses the data
 * folder. The lock is held until `release()` or the end of the process, however it ends; a server
 * leaves it to the end of the process, so nothing can start on the folder while it closes.
 */
export async function startUp(
  config: AppConfig,
): Promise<{ app: FastifyInstance; release(): void }> {
  const lock = acquireDataDirLock(config.dataDir, 'server');
  try {
    // On PostgreSQL several instances may share the database: they take turns, so the later ones
    // find the migrations applied and the sample content there, and seed nothing.
    const app = await withStartupLock(
      config.database,
      async () => {
        const app = await buildApp(config);
        await ensureInitialAdmin(app.db, config.auth, app.log);
        if (await isEmpty(app.db)) {
          // Loaded only now: drawing the sample images and PDFs needs sharp and pdf-lib.
          const { seed } = await import('../db/seed');
          await seed(app.db, app.media, config.samplesDir);
          app.log.info('Seeded sample content into the empty database');
        }
        return app;
      },
      () => console.info('Waiting for another instance to finish starting on this database'),
    );
    // No other process can be writing now: a killed process's half-written uploads and
    // unreferenced files go at once, not after the hourly sweep's grace period.
    try {
      const { deleted } = await app.media.sweepAtStart();
      if (deleted.length > 0) app.log.info({ deleted: deleted.length }, 'Removed unused media');
    } catch (error) {
      app.log.error({ err: error }, 'The start-up media sweep failed');
    }
    return { app, release: () => lock.release() };
  } catch (error) {
    lock.release();
    throw error;
  }
}
