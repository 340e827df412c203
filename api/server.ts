/**
 * Starts the server: parses the environment, takes the data folder's lock, applies migrations, seeds
 * an empty database (start-up.ts), listens, and shuts down cleanly on SIGINT/SIGTERM. Nothing
 * imports this file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type WebSource } from './config';
import { closeWithDeadline } from './shutdown';
import { startUp } from './start-up';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The pages: with --dev, rendered from source by Vite with hot reload; otherwise the built web app,
 * beside the bundled server (dist/server → dist/web) or, from source, in dist/web.
 */
function findWeb(): WebSource | undefined {
  if (process.argv.includes('--api-only')) return undefined;
  if (process.argv.includes('--dev'))
    return { mode: 'development', root: path.resolve(here, '..') };
  const candidates = [path.resolve(here, '../web'), path.resolve(here, '../dist/web')];
  const dir = candidates.find((each) => fs.existsSync(path.join(each, 'server', 'index.js')));
  return dir ? { mode: 'production', dir } : undefined;
}

/** The sample images and PDFs the build drew (beside the bundled server), for the first start. */
function findSamples(): string | undefined {
  const dir = path.resolve(here, '../samples');
  return fs.existsSync(dir) ? dir : undefined;
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env, { web: findWeb(), samplesDir: findSamples() });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // A refused start (another process uses DATA_DIR) ends below with the lock's message and code 1.
  // The lock itself is let go when the process ends, after the database is closed.
  const { app } = await startUp(config);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Shutting down: finishing in-flight requests');
    // Stops accepting connections, lets in-flight requests finish until the deadline, closes what is
    // left, then closes the database.
    closeWithDeadline(app, config.server.shutdownTimeoutMs).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'Error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.info(`${config.site.name} is serving on http://${shownHost}:${port}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
