import { CompiledQuery, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DB } from '../client';
import { newsRepository } from './news';
import { upcomingEventsRepository } from './upcoming-events';

/** Keeps every query a repository builds, to ask SQLite how it would run them. */
function recording(): KyselyPlugin & { queries: RootOperationNode[] } {
  const queries: RootOperationNode[] = [];
  return {
    queries,
    transformQuery: ({ node }) => {
      queries.push(node);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
}

let db: DB;
beforeAll(async () => {
  db = openDatabase({ engine: 'sqlite', file: ':memory:' });
  await migrateToLatest(db);
});
afterAll(async () => db.destroy());

/** SQLite's plan for each query `read` made, one line per query. */
async function plansOf(read: (db: DB) => Promise<unknown>): Promise<string[]> {
  const plugin = recording();
  await read(db.withPlugin(plugin));
  const plans: string[] = [];
  for (const node of plugin.queries) {
    const compiled = db.getExecutor().compileQuery(node, { queryId: 'plan' });
    const { rows } = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
    );
    plans.push(rows.map((row) => row.detail).join(' | '));
  }
  return plans;
}

describe("a visitor's first page of a list", () => {
  it('of news is read in order from an index, not sorted whole', async () => {
    const plans = await plansOf((read) =>
      newsRepository(read).list({ limit: 10, page: 1 }, new Date()),
    );
    expect(plans).toHaveLength(2);
    for (const plan of plans) {
      expect(plan).toContain('academic_news_public_order');
      expect(plan).not.toContain('TEMP B-TREE');
    }
  });

  it('of upcoming events too', async () => {
    const plans = await plansOf((read) =>
      upcomingEventsRepository(read).list({ limit: 10, page: 1, upcoming: true }, new Date()),
    );
    expect(plans).toHaveLength(2);
    for (const plan of plans) {
      expect(plan).toContain('upcoming_events_public_order');
      expect(plan).not.toContain('TEMP B-TREE');
    }
  });
});
