/**
 * A write through one instance is seen by the very next read through another, even where that
 * other instance keeps the public read in its cache (the cache is emptied over LISTEN/NOTIFY).
 */
import { Client, expectStatus, field } from './client';
import type { Cluster } from './content';
import { check, type Family } from './report';

const list = '/api/academic-news?pageSize=5';

export async function writeThenRead(cluster: Cluster, family: Family, rounds = 10): Promise<void> {
  let pairs = 0;
  let hitsBefore = 0;
  const stale: string[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const writer = cluster.instances[round % cluster.instances.length];
    const reader = cluster.instances[(round + 1) % cluster.instances.length];
    if (!writer || !reader) throw new Error('two instances are needed');
    const staff = cluster.staff.at(writer.server.base);
    const visitor = new Client(reader.server.base);
    /** Primes the reader's cache, then returns a read right after `write` answered. */
    const writeAndRead = async (
      write: () => Promise<unknown>,
      sees: (body: string) => boolean,
      what: string,
    ) => {
      await visitor.get(list);
      if ((await visitor.get(list)).headers.get('x-cache') === 'hit') hitsBefore += 1;
      await write();
      const read = await visitor.get(list);
      pairs += 1;
      if (!sees(read.bytes.toString('utf8')))
        stale.push(`${what} on ${writer.name}, read on ${reader.name}`);
    };
    const title = `Coherence ${round} ${Date.now()}`;
    let id = '';
    await writeAndRead(
      async () => {
        const created = await staff.send('/api/academic-news', {
          json: {
            name: 'Cluster test',
            title,
            summary: 'Written on one instance, read on the other.',
            date: '2099-01-01',
            category: 'academic',
          },
        });
        id = field(expectStatus(created, 201, 'create news'), '_id');
      },
      (body) => body.includes(title),
      'a create',
    );
    await writeAndRead(
      async () =>
        expectStatus(
          await staff.send(`/api/academic-news/${id}`, {
            method: 'PUT',
            json: { title: `${title} edited` },
          }),
          200,
          'edit news',
        ),
      (body) => body.includes(`${title} edited`),
      'an edit',
    );
    await writeAndRead(
      async () =>
        expectStatus(
          await staff.send(`/api/academic-news/${id}`, { method: 'DELETE' }),
          204,
          'delete news',
        ),
      (body) => !body.includes(title),
      'a delete',
    );
  }
  check(hitsBefore > 0, 'the reader never had the list in its cache: the check proved nothing');
  check(
    stale.length === 0,
    `${stale.length} of ${pairs} reads were stale: ${stale.slice(0, 3).join('; ')}`,
  );
  family.checked.push(
    `${pairs} writes (create, edit, delete) on one instance each seen by the very next read on the other; ` +
      `${hitsBefore} of those reads had the list cached before the write`,
  );
}
