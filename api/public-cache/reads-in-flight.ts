import type { AnswerCache, CachedAnswer } from './store';

/** What a fresh read of a key gave: its answer when it could be kept, or nothing. */
type Outcome = CachedAnswer | undefined;

interface Render {
  /** The cache's change count when it began (`AnswerCache.begin`). */
  since: number;
  outcome: Promise<Outcome>;
}

/** Keys whose tables are remembered, at most: a key is a URL, and visitors may make up URLs. */
const TABLES_REMEMBERED = 5_000;

/**
 * The public reads being answered afresh, by cache key. Under a stream of saves the popular pages
 * are dropped again and again, and every visitor asking for one meanwhile would render the same
 * page once more. A visitor asking while a render of it is under way takes that render's answer
 * instead, provided no table the page reads changed between the moment the render began and the
 * moment the visitor asked: what the render reads is then what was true when they asked, or
 * something newer, written while they waited. The answer is theirs even when a later change keeps
 * it out of the cache. A visitor who asked after such a change renders the page afresh, and the
 * visitors who ask after them take theirs.
 */
export class ReadsInFlight {
  private readonly renders = new Map<string, Render>();
  /** The tables each key's last answer was read from: a page reads the same ones every time. */
  private readonly tablesOf = new Map<string, ReadonlySet<string>>();

  constructor(private readonly cache: AnswerCache) {}

  /**
   * For a read of `key` arriving now: the answer of a render already under way, once it ends, if
   * that answer is true for this read; undefined, at once, when there is none to wait for (so the
   * caller can mark its own render before any other read looks). `now` is by the app's clock, as
   * answers' expiry is.
   */
  shared(key: string, now: () => number): Promise<CachedAnswer | undefined> | undefined {
    const render = this.renders.get(key);
    if (!render) return undefined;
    const tables = this.tablesOf.get(key);
    if (!tables) {
      // A key never answered: its tables are unknown until this render ends, and only an answer
      // the cache kept (no change while it was read) is known to be true now.
      return render.outcome.then(() => this.cache.get(key, now()));
    }
    if (this.cache.changedSince(tables, render.since)) return undefined;
    return render.outcome.then((answer) => {
      if (!answer || !within(answer.tables, tables)) return undefined;
      // A scheduled item the answer leaves out may have become public while the visitor waited.
      return now() < (answer.expiresAt ?? Infinity) ? answer : undefined;
    });
  }

  /**
   * Marks `key` as being read afresh from the change count `since` on; returns what ends that
   * (once, whichever way the read ends), with its answer when it has one to share.
   */
  begin(key: string, since: number): (answer?: CachedAnswer) => void {
    let resolve!: (outcome: Outcome) => void;
    const render: Render = { since, outcome: new Promise<Outcome>((done) => (resolve = done)) };
    this.renders.set(key, render);
    let done = false;
    return (answer) => {
      if (done) return;
      done = true;
      if (this.renders.get(key) === render) this.renders.delete(key);
      if (answer) this.remember(key, answer.tables);
      resolve(answer);
    };
  }

  private remember(key: string, tables: ReadonlySet<string>) {
    if (this.tablesOf.size >= TABLES_REMEMBERED && !this.tablesOf.has(key)) this.tablesOf.clear();
    this.tablesOf.set(key, tables);
  }
}

const within = (tables: ReadonlySet<string>, known: ReadonlySet<string>) =>
  [...tables].every((table) => known.has(table));
