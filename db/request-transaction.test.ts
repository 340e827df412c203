import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DB } from './client';
import { createSchema, dropSchema } from './dialect';
import { afterCommit, requestTransaction } from './request-transaction';

const url = process.env.TEST_DATABASE_URL || undefined;
const schema = `test_request_trx_${Date.now()}`;
let db: DB;

beforeAll(async () => {
  if (url) await createSchema(url, schema);
  db = openDatabase(
    url ? { engine: 'postgres', url, schema } : { engine: 'sqlite', file: ':memory:' },
  );
  await migrateToLatest(db);
});
afterAll(async () => {
  await db.destroy();
  if (url) await dropSchema(url, schema);
});

const row = (owner: string) => ({
  owner,
  key: 'k',
  request_hash: 'h',
  status: 201,
  response_body: '{}',
  created_at: new Date().toISOString(),
});
const insert = (owner: string) => db.insertInto('idempotency_keys').values(row(owner)).execute();
const owners = async () =>
  (await db.selectFrom('idempotency_keys').select('owner').orderBy('owner').execute()).map(
    (r) => r.owner,
  );

describe('a request transaction', () => {
  it('commits together everything its work wrote through the database', async () => {
    const trx = requestTransaction(db);
    await trx.run(async () => {
      await insert('commit-a');
      await insert('commit-b');
    });
    await trx.commit();
    expect(trx.open).toBe(false);
    expect(await owners()).toEqual(expect.arrayContaining(['commit-a', 'commit-b']));
  });

  it('rolls all of it back', async () => {
    const trx = requestTransaction(db);
    await trx.run(async () => {
      await insert('rolled-a');
      await insert('rolled-b');
    });
    await trx.rollback();
    expect(await owners()).not.toContain('rolled-a');
    expect(await owners()).not.toContain('rolled-b');
  });

  it("turns a repository's own transaction into a savepoint of its own", async () => {
    const trx = requestTransaction(db);
    await trx.run(async () => {
      await insert('outer');
      await db
        .transaction()
        .execute(async (inner) => {
          await inner.insertInto('idempotency_keys').values(row('inner-failed')).execute();
          throw new Error('the inner work fails');
        })
        .catch(() => undefined);
      await db.transaction().execute(async (inner) => {
        await inner.insertInto('idempotency_keys').values(row('inner-ok')).execute();
      });
    });
    await trx.commit();
    const now = await owners();
    expect(now).toEqual(expect.arrayContaining(['outer', 'inner-ok']));
    expect(now).not.toContain('inner-failed');
  });

  it('begins nothing when its work makes no query, and leaves later queries outside', async () => {
    const idle = requestTransaction(db);
    await idle.run(async () => undefined);
    await idle.commit();
    const trx = requestTransaction(db);
    await trx.run(async () => {
      await insert('before-commit');
      await trx.commit();
      // The transaction is over: this one commits on its own, and a rollback cannot undo it.
      await insert('after-commit');
    });
    await trx.rollback();
    expect(await owners()).toEqual(expect.arrayContaining(['before-commit', 'after-commit']));
  });

  it('leaves queries outside its work alone', async () => {
    const trx = requestTransaction(db);
    await trx.run(async () => insert('inside'));
    await trx.rollback();
    await insert('outside');
    expect(await owners()).toContain('outside');
    expect(await owners()).not.toContain('inside');
  });

  it('holds work until its writes are committed, and drops it on a rollback', async () => {
    const done: string[] = [];
    const later = (name: string) => () => afterCommit(async () => void done.push(name));

    const committed = requestTransaction(db);
    await committed.run(async () => {
      await insert('after-commit-a');
      await later('after the commit')();
      expect(done).toEqual([]);
    });
    await committed.commit();
    expect(done).toEqual(['after the commit']);

    const rolledBack = requestTransaction(db);
    await rolledBack.run(async () => {
      await insert('after-commit-b');
      await later('never')();
    });
    await rolledBack.rollback();
    expect(done).toEqual(['after the commit']);

    await later('at once, outside a transaction')();
    expect(done).toEqual(['after the commit', 'at once, outside a transaction']);
  });
});
