import type { FastifyInstance } from 'fastify';
import { databaseDriver, type DB } from '../../db/client';
import type { Engine } from '../../db/dialect';

/** Makes the database available to routes and closes it when the server closes. */
export function registerDatabase(app: FastifyInstance, db: DB, engine: Engine): void {
  app.decorate('db', db);
  app.decorate('dbEngine', engine);
  const driver = databaseDriver(db);
  if (driver.engine === 'postgres') {
    // An idle connection whose server went away (stopped, restarted) is reported here; without a
    // listener the pool's 'error' event would end the process. The pool drops that connection and
    // opens a new one when asked: requests meanwhile answer 503 (plugins/errors.ts).
    driver.pool.on('error', (error) => {
      app.log.warn({ err: error }, 'an idle database connection failed');
    });
    // A connection in use when the server goes away fails its query (answered 503) and then emits
    // 'error' itself, which the pool does not listen to while the connection is checked out.
    driver.pool.on('connect', (client) => {
      client.on('error', (error) => {
        app.log.debug({ err: error }, 'a database connection failed');
      });
    });
  }
  app.addHook('onClose', async () => {
    await db.destroy();
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    db: DB;
    dbEngine: Engine;
  }
}
