import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { databaseDriver, tableChanges } from '../../db/client';
import { openChannel } from '../../db/dialect/channel';
import { withoutRows } from '../../db/row-marks';
import { EVERY_TABLE } from '../../db/table-changes';
import type { AnswerCache } from './store';

interface Invalidation {
  /** The instance that made the write: it dropped its own answers already. */
  from: string;
  /** This message's number on its instance: the instance waits until it hears it back. */
  seq?: number;
  tables: string[];
}

/** PostgreSQL refuses a notification of 8,000 bytes or more: room is left for the rest. */
const TABLES_TOLD_BYTES = 7_000;

/** The changed tables and rows to tell, as rows of whole tables (or every table) when too long. */
export function toldAsFits(tables: ReadonlySet<string>): string[] {
  const fits = (told: string[]) => JSON.stringify(told).length <= TABLES_TOLD_BYTES;
  const all = [...tables];
  if (fits(all)) return all;
  const wholeTables = [...withoutRows(tables)];
  return fits(wholeTables) ? wholeTables : [EVERY_TABLE];
}

/** The longest a write's answer waits for its notification to go round. */
const ROUND_TRIP_LIMIT_MS = 1000;

/**
 * Drops the cache's answers when a committed write changes their tables: at once for this
 * instance's writes, and for other instances' through the database's channel (PostgreSQL
 * LISTEN/NOTIFY). While the channel is not listening, another instance's write could go unheard,
 * so the cache keeps nothing until it listens again.
 *
 * A write on one instance must be seen by the client's very next read on any other (issue 19).
 * So a write's answer waits until its notification is committed (and has come back to this
 * instance's own listening connection), and a cached answer on any instance is sent only after a
 * round trip on that instance's listening connection (`Channel.sync`, AnswerCache.synced):
 * PostgreSQL delivers a session's notifications before answering its next query, so every write
 * acknowledged before the read was asked for has dropped what it changed.
 */
export function relayInvalidations(app: FastifyInstance, cache: AnswerCache): void {
  const instance = randomUUID();
  const driver = databaseDriver(app.db);
  const shared = driver.engine === 'postgres';
  cache.suspend();
  let sequence = 0;
  /** Notifications sent and not yet heard back, by number. */
  const awaited = new Map<number, () => void>();
  /** While the channel is down nothing comes back (and other instances keep nothing either). */
  let listening = false;
  const channel = openChannel(driver, 'chapter_public_cache', {
    message(text) {
      const invalidation = parse(text);
      if (!invalidation) return;
      if (invalidation.from !== instance) cache.invalidate(new Set(invalidation.tables));
      else if (invalidation.seq !== undefined) awaited.get(invalidation.seq)?.();
    },
    connected: () => {
      listening = true;
      cache.resume();
    },
    lost: () => {
      listening = false;
      cache.suspend();
    },
  });
  if (shared) cache.synced = () => channel.sync();
  const going = new Set<Promise<void>>();
  const unsubscribe = tableChanges(app.db).subscribe((tables) => {
    cache.invalidate(tables);
    // The embedded SQLite has one instance per data folder (ADR 0010): no one else to tell.
    if (!shared) return;
    sequence += 1;
    const message: Invalidation = { from: instance, seq: sequence, tables: toldAsFits(tables) };
    const seq = sequence;
    const heard = new Promise<void>((resolve) => awaited.set(seq, resolve));
    const roundTrip = channel
      .send(JSON.stringify(message))
      .then(() => (listening ? Promise.race([heard, delay(ROUND_TRIP_LIMIT_MS)]) : undefined))
      .catch((error: unknown) => {
        // Other instances keep what this write changed until their answers age out (ADR 0014).
        app.log.warn({ err: error }, 'public cache: could not tell other instances of a write');
      })
      .finally(() => {
        awaited.delete(seq);
        going.delete(roundTrip);
      });
    going.add(roundTrip);
  });
  // Every write commits before its answer is sent (ADR 0012): the answer waits for the round trip.
  app.addHook('onSend', async (_request, _reply, payload) => {
    if (going.size > 0) await Promise.all(going);
    return payload;
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    await channel.close();
  });
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

function parse(text: string): Invalidation | undefined {
  try {
    const value = JSON.parse(text) as Partial<Invalidation>;
    if (typeof value.from === 'string' && Array.isArray(value.tables)) {
      return {
        from: value.from,
        ...(typeof value.seq === 'number' ? { seq: value.seq } : {}),
        tables: value.tables.filter((table) => typeof table === 'string'),
      };
    }
  } catch {
    // Not ours: ignore.
  }
  return undefined;
}
