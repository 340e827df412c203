import { publishedTables, type PublishedTable } from '../../db/repositories/publishing';
import { markedRow } from '../../db/row-marks';
import { EVERY_TABLE } from '../../db/table-changes';
import type { AnswerCache } from './store';

/** The first moment after `after` a scheduled row of `table` becomes public, if one is scheduled. */
export type NextPublishLookup = (table: PublishedTable, after: Date) => Promise<Date | undefined>;

/** When an answer stops being true by time alone (ms by the app's clock), or undefined: never. */
export type ExpiryOf = (tables: ReadonlySet<string>) => Promise<number | undefined>;

/**
 * When a public answer stops being true by time alone: the next moment a news item or event that
 * was scheduled as the answer began to be read becomes public (ADR 0020). It is looked up as the
 * read begins, not once it ends: an item saved meanwhile is public from its save, and looked up
 * afterwards it would read as scheduled to appear during the read, so every answer read beside a
 * stream of saves expired at once (none kept, none shared). A save during the read is a change,
 * which the cache tells by itself. Each table's moment is kept until the table changes or the
 * moment passes.
 */
export class PublishSchedule {
  private readonly known = new Map<PublishedTable, { since: number; next: number | undefined }>();

  constructor(
    private readonly cache: AnswerCache,
    private readonly lookup: NextPublishLookup,
  ) {}

  /** For a read beginning at `readAt`: when its answer expires, given the tables it read. */
  begin(readAt: Date): ExpiryOf {
    const moments = new Map(
      publishedTables.map((table) => [table, this.nextAfter(table, readAt)] as const),
    );
    // A failed lookup matters (and throws) only for an answer read from its table.
    for (const moment of moments.values()) moment.catch(() => undefined);
    return async (tables) => {
      const read = new Set([...tables].map((mark) => markedRow(mark)?.table ?? mark));
      let earliest: number | undefined;
      for (const [table, moment] of moments) {
        if (!read.has(table) && !read.has(EVERY_TABLE)) continue;
        const at = await moment;
        if (at !== undefined && (earliest === undefined || at < earliest)) earliest = at;
      }
      return earliest;
    };
  }

  private async nextAfter(table: PublishedTable, readAt: Date): Promise<number | undefined> {
    const known = this.known.get(table);
    const unchanged = known && !this.cache.changedSince(new Set([table]), known.since);
    // Nothing scheduled between the lookup and `readAt`: the same moment is the next one still.
    if (unchanged && (known.next === undefined || known.next > readAt.getTime())) return known.next;
    const since = this.cache.begin();
    const next = (await this.lookup(table, readAt))?.getTime();
    this.known.set(table, { since, next });
    return next;
  }
}
