import pg from 'pg';
import type { Driver } from './index';

/** What a channel tells its owner: messages, and whether it can hear them. */
export interface ChannelEvents {
  message(text: string): void;
  /** Listening: every message sent from now on arrives. */
  connected(): void;
  /** Not listening (the database went away): messages may be missed until `connected` again. */
  lost(): void;
}

export interface Channel {
  /** Tells every instance on the database, this one included. */
  send(text: string): Promise<void>;
  /**
   * Resolves once every message sent (committed) before the call has arrived: true, or false when
   * that cannot be known (not listening, or no answer within SYNC_LIMIT_MS).
   */
  sync(): Promise<boolean>;
  close(): Promise<void>;
}

const RELISTEN_MS = 1000;
/** The longest `sync` waits for the database before saying it could not tell. */
const SYNC_LIMIT_MS = 1000;

/**
 * Messages between the server instances that share one database: PostgreSQL's LISTEN/NOTIFY on a
 * connection of its own, listening again after the database comes back. The embedded SQLite has
 * one instance only (one writer per data folder), so there nothing needs to travel.
 */
export function openChannel(driver: Driver, name: string, events: ChannelEvents): Channel {
  if (driver.engine === 'sqlite') {
    events.connected();
    return { send: async () => {}, sync: async () => true, close: async () => {} };
  }
  // One channel per schema: instances (and parallel tests) on other schemas hear nothing of it.
  const channel = `${name}_${driver.schema ?? 'public'}`.slice(0, 63);
  let closed = false;
  let client: pg.Client | undefined;
  let listening = false;
  let retry: NodeJS.Timeout | undefined;
  const listen = async () => {
    const next = new pg.Client({ connectionString: driver.url });
    client = next;
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      listening = false;
      events.lost();
      next.end().catch(() => {});
      if (!closed) retry = setTimeout(() => void listen(), RELISTEN_MS).unref();
    };
    next.on('error', onLost);
    next.on('end', onLost);
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined)
        events.message(message.payload);
    });
    try {
      await next.connect();
      await next.query(`listen "${channel.replaceAll('"', '""')}"`);
      if (!closed && !lost) {
        listening = true;
        events.connected();
      }
    } catch {
      onLost();
    }
  };
  void listen();

  /*
   * PostgreSQL hands a listening session its notifications before it answers that session's next
   * query: once a query sent on the listening connection is answered, every notification committed
   * before it was sent has been read (the client emits them as it parses, before the answer).
   * Callers that arrive while one such round trip is under way wait for the next one, which starts
   * after them; one round trip serves everyone waiting for it.
   */
  let underWay: Promise<boolean> | undefined;
  let queued: Promise<boolean> | undefined;
  const roundTrip = (): Promise<boolean> => {
    const listener = client;
    if (!listening || !listener) return Promise.resolve(false);
    let timer: NodeJS.Timeout | undefined;
    const answered = listener.query('select 1').then(
      () => true,
      () => false,
    );
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), SYNC_LIMIT_MS).unref();
    });
    return Promise.race([answered, late]).finally(() => clearTimeout(timer));
  };
  const sync = (): Promise<boolean> => {
    if (!underWay) {
      underWay = roundTrip().finally(() => (underWay = undefined));
      return underWay;
    }
    queued ??= underWay.then(() => {
      queued = undefined;
      return sync();
    });
    return queued;
  };

  return {
    async send(text) {
      await driver.pool.query('select pg_notify($1, $2)', [channel, text]);
    },
    sync,
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
