import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { databaseDriver, tableChanges } from '../../db/client';
import { openChannel } from '../../db/dialect';
import type { AnswerCache } from './store';

interface Invalidation {
  /** The instance that made the write: it dropped its own answers already. */
  from: string;
  tables: string[];
}

/**
 * Drops the cache's answers when a committed write changes their tables: at once for this
 * instance's writes, and for other instances' through the database's channel (PostgreSQL
 * LISTEN/NOTIFY). While the channel is not listening, another instance's write could go unheard,
 * so the cache keeps nothing until it listens again.
 */
export function relayInvalidations(app: FastifyInstance, cache: AnswerCache): void {
  const instance = randomUUID();
  cache.suspend();
  const channel = openChannel(databaseDriver(app.db), 'chapter_public_cache', {
    message(text) {
      const invalidation = parse(text);
      if (invalidation && invalidation.from !== instance)
        cache.invalidate(new Set(invalidation.tables));
    },
    connected: () => cache.resume(),
    lost: () => cache.suspend(),
  });
  const unsubscribe = tableChanges(app.db).subscribe((tables) => {
    cache.invalidate(tables);
    const message: Invalidation = { from: instance, tables: [...tables] };
    channel.send(JSON.stringify(message)).catch((error: unknown) => {
      // Other instances keep what this write changed until their answers age out (ADR 0014).
      app.log.warn({ err: error }, 'public cache: could not tell other instances of a write');
    });
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    await channel.close();
  });
}

function parse(text: string): Invalidation | undefined {
  try {
    const value = JSON.parse(text) as Partial<Invalidation>;
    if (typeof value.from === 'string' && Array.isArray(value.tables)) {
      return {
        from: value.from,
        tables: value.tables.filter((table) => typeof table === 'string'),
      };
    }
  } catch {
    // Not ours: ignore.
  }
  return undefined;
}
