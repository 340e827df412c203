import type { FastifyInstance } from 'fastify';
import type { DB } from '../../db/client';
import type { Engine } from '../../db/dialect';

/** Makes the database available to routes and closes it when the server closes. */
export function registerDatabase(app: FastifyInstance, db: DB, engine: Engine): void {
  app.decorate('db', db);
  app.decorate('dbEngine', engine);
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
