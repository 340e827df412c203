import { anyRowOf, markedRow } from '../../db/row-marks';
import { EVERY_TABLE } from '../../db/table-changes';

/** One public read's answer, kept ready to send in every encoding a client may take. */
export interface CachedAnswer {
  /** The headers the route set (content type, cache policy, ...), without per-request ones. */
  headers: Record<string, string>;
  identity: Buffer;
  /** Worth compressing (api/public-cache/answer.ts compresses on the first hit that asks). */
  compressible: boolean;
  encoded: { br?: Promise<Buffer>; gzip?: Promise<Buffer> };
  /** A strong entity tag over the identity body. */
  etag: string;
  /**
   * An HTML page's inline scripts, as CSP hashes: a kept page cannot carry a fresh nonce. Worked
   * out when a hit first needs them: under a stream of saves most pages are dropped unsent.
   */
  scriptHashes?: () => string[];
  /** The tables the answer was read from (EVERY_TABLE: any). */
  tables: ReadonlySet<string>;
  storedAt: number;
  /** When time alone makes it untrue: a scheduled item it leaves out becomes public (ADR 0020). */
  expiresAt?: number | undefined;
}

/** Past this many tables and rows with a change count, the rows' counts are forgotten. */
const ROWS_REMEMBERED = 10_000;

/**
 * The changes that drop an answer read from `tables`: a change to one of them, and for a row
 * read (`table#id`) also a change to rows of its table that could not be named (`table#*`).
 */
function droppedBy(tables: ReadonlySet<string>): Set<string> {
  const marks = new Set(tables);
  for (const mark of tables) {
    const row = markedRow(mark);
    if (row) marks.add(anyRowOf(row.table));
  }
  return marks;
}

/** The body, and room for its two compressed copies (text compresses to a quarter or less). */
const sizeOf = (answer: CachedAnswer) =>
  Math.ceil(answer.identity.length * (answer.compressible ? 1.5 : 1));

/**
 * The answers of public reads, by key, least recently used first out past `maxBytes`. An answer
 * is dropped the moment a table it was read from changes (`invalidate`), and one read while such
 * a change happened is never stored (`begin` / `put`): a reader never gets what was true before
 * a committed write. `maxAgeMs` bounds what only time changes (an event becoming past), and an
 * answer's own `expiresAt` the moment a scheduled item it leaves out appears (ADR 0020).
 */
export class AnswerCache {
  private readonly answers = new Map<string, CachedAnswer>();
  private readonly keysByTable = new Map<string, Set<string>>();
  /** Counts changes; each table remembers the count at its last change. */
  private changes = 0;
  private readonly changedAt = new Map<string, number>();
  private bytes = 0;
  private suspended = false;
  /**
   * Other instances write to the same database (PostgreSQL): before a hit is answered, every
   * notification of their writes committed before it was asked for has arrived and been applied
   * (`synced`, set by invalidations.ts); false when that cannot be known, and the read is answered
   * afresh.
   */
  synced: () => Promise<boolean> = async () => true;

  constructor(
    private readonly maxBytes: number,
    private readonly maxAgeMs: number,
  ) {}

  get size(): number {
    return this.answers.size;
  }

  get(key: string, now = Date.now()): CachedAnswer | undefined {
    const answer = this.answers.get(key);
    if (!answer) return undefined;
    if (now - answer.storedAt > this.maxAgeMs || now >= (answer.expiresAt ?? Infinity)) {
      this.drop(key);
      return undefined;
    }
    // Most recently used last: Map keeps insertion order.
    this.answers.delete(key);
    this.answers.set(key, answer);
    return answer;
  }

  /** A mark to take before reading: `put` refuses an answer read across a change. */
  begin(): number {
    return this.changes;
  }

  /** Keeps `answer` unless a table it read changed since `since` (or caching is suspended). */
  put(key: string, answer: CachedAnswer, since: number, now = Date.now()): boolean {
    if (this.suspended || this.changedSince(answer.tables, since)) return false;
    if (now >= (answer.expiresAt ?? Infinity)) return false;
    const size = sizeOf(answer);
    if (size > this.maxBytes / 8) return false;
    this.drop(key);
    this.answers.set(key, answer);
    this.bytes += size;
    for (const mark of droppedBy(answer.tables)) {
      let keys = this.keysByTable.get(mark);
      if (!keys) this.keysByTable.set(mark, (keys = new Set()));
      keys.add(key);
    }
    for (const [oldest] of this.answers) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
    return true;
  }

  /**
   * Drops every answer read from one of `tables` (EVERY_TABLE: every answer), or from one of the
   * rows they name (db/row-marks.ts).
   */
  invalidate(tables: ReadonlySet<string>): void {
    this.changes += 1;
    for (const table of tables) this.changedAt.set(table, this.changes);
    this.forgetOldRows();
    if (tables.has(EVERY_TABLE)) {
      this.clear();
      return;
    }
    // An answer read from tables that could not be told goes with any change.
    for (const table of [...tables, EVERY_TABLE]) {
      for (const key of this.keysByTable.get(table) ?? []) this.drop(key);
    }
  }

  /** Stops keeping answers (and drops them) until `resume`: when changes may go unheard. */
  suspend(): void {
    this.suspended = true;
    this.invalidate(new Set([EVERY_TABLE]));
  }

  resume(): void {
    this.suspended = false;
  }

  /** True when one of `tables` (or rows) changed after the change count `since` (`begin`). */
  changedSince(tables: ReadonlySet<string>, since: number): boolean {
    if (this.changes === since) return false;
    if (tables.has(EVERY_TABLE) || (this.changedAt.get(EVERY_TABLE) ?? 0) > since) return true;
    for (const mark of droppedBy(tables)) if ((this.changedAt.get(mark) ?? 0) > since) return true;
    return false;
  }

  /**
   * Every row ever written leaves its change count here: past ROWS_REMEMBERED they are forgotten,
   * each table's rows then counted as all changed now. A read begun before that is not kept: it
   * may not be, at worst, which is always safe.
   */
  private forgetOldRows(): void {
    if (this.changedAt.size <= ROWS_REMEMBERED) return;
    for (const mark of [...this.changedAt.keys()]) {
      const row = markedRow(mark);
      if (!row) continue;
      this.changedAt.delete(mark);
      this.changedAt.set(anyRowOf(row.table), this.changes);
    }
  }

  private clear(): void {
    this.answers.clear();
    this.keysByTable.clear();
    this.bytes = 0;
  }

  private drop(key: string): void {
    const answer = this.answers.get(key);
    if (!answer) return;
    this.answers.delete(key);
    this.bytes -= sizeOf(answer);
    for (const mark of droppedBy(answer.tables)) {
      const keys = this.keysByTable.get(mark);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTable.delete(mark);
    }
  }
}
