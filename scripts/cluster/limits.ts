/**
 * Limits and counts kept in the database, so they hold whichever instance nginx picks: sign-in
 * failures, community posts per browser, one 'helpful' per answer per browser, tutorial views.
 */
import { randomBytes } from 'node:crypto';
import { Client, expectStatus } from './client';
import type { Cluster } from './content';
import { check, type Family } from './report';

/** The instances that answered, as `A 3, B 3` style figures from X-Upstream. */
function spread(upstreams: Array<string | null>): string {
  const counts = new Map<string, number>();
  for (const upstream of upstreams)
    counts.set(upstream ?? '?', (counts.get(upstream ?? '?') ?? 0) + 1);
  return [...counts].map(([upstream, count]) => `${upstream} ×${count}`).join(', ');
}

function bothServed(upstreams: Array<string | null>, what: string): void {
  check(new Set(upstreams).size >= 2, `${what} all went to one instance (${spread(upstreams)})`);
}

export async function signInLimit(nginx: string, family: Family): Promise<void> {
  const client = new Client(nginx);
  const email = `limit-${randomBytes(3).toString('hex')}@example.org`;
  const statuses: number[] = [];
  const upstreams: Array<string | null> = [];
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const reply = await client.send('/api/auth/login', {
      json: { email, password: 'not the password at all' },
    });
    statuses.push(reply.status);
    upstreams.push(reply.upstream);
  }
  check(
    statuses.slice(0, 5).every((status) => status === 401) && statuses[5] === 429,
    `six wrong passwords answered ${statuses.join(', ')}; expected five 401 then 429`,
  );
  bothServed(upstreams, 'the sign-in attempts');
  family.checked.push(
    `sign-in: 5 failures for one account and address allowed, the 6th refused (429) — across ${spread(upstreams)}`,
  );
}

export async function postingLimit(nginx: string, family: Family): Promise<void> {
  const browser = new Client(nginx);
  const statuses: number[] = [];
  const upstreams: Array<string | null> = [];
  for (let post = 0; post < 6; post += 1) {
    const reply = await browser.send('/api/qna', {
      json: {
        name: 'Cluster visitor',
        question: `Question ${post + 1} from one browser, through nginx?`,
        category: 'pure-physics',
        level: '100L',
      },
    });
    statuses.push(reply.status);
    upstreams.push(reply.upstream);
  }
  check(
    statuses.slice(0, 5).every((status) => status === 201) && statuses[5] === 429,
    `six questions from one browser answered ${statuses.join(', ')}; expected five 201 then 429`,
  );
  bothServed(upstreams, 'the questions');
  family.checked.push(
    `community posts: 5 per browser allowed, the 6th refused (429) — across ${spread(upstreams)}`,
  );
}

interface QnaEntry {
  id: string;
  answers: Array<{ id: string; helpful: number }>;
}

export async function helpfulAndViews(cluster: Cluster, family: Family): Promise<void> {
  const [a, b] = cluster.instances;
  if (!a || !b) throw new Error('two instances are needed');
  const entries = (await new Client(a.server.base).get('/api/qna')).body as QnaEntry[];
  const entry = entries.find((each) => each.answers.length > 0);
  const answer = entry?.answers[0];
  if (!entry || !answer) throw new Error('no seeded question has an answer');
  const path = `/api/qna/${entry.id}/answers/${answer.id}/helpful`;
  const onA = new Client(a.server.base);
  const marked = expectStatus(await onA.send(path, { method: 'POST' }), 200, 'helpful on A');
  const helpful = (marked.body as { helpful: number }).helpful;
  check(helpful === answer.helpful + 1, `helpful went from ${answer.helpful} to ${helpful}`);
  const again = await onA.at(b.server.base).send(path, { method: 'POST' });
  check(again.status === 409, `the same browser marking it again on B answered ${again.status}`);
  for (const instance of cluster.instances) {
    const list = (await new Client(instance.server.base).get('/api/qna')).body as QnaEntry[];
    const seen = list
      .find((each) => each.id === entry.id)
      ?.answers.find((each) => each.id === answer.id);
    check(
      seen?.helpful === helpful,
      `instance ${instance.name} shows ${seen?.helpful} helpful, not ${helpful}`,
    );
  }
  family.checked.push(
    `helpful: marked on A (${answer.helpful} → ${helpful}), the same browser refused on B (409), every instance shows ${helpful}`,
  );

  const tutorials = (await new Client(a.server.base).get('/api/tutorials')).body as Array<{
    _id: string;
    views: number;
  }>;
  const tutorial = tutorials[0];
  if (!tutorial) throw new Error('no seeded tutorial');
  const visitor = new Client(cluster.staff.base);
  const counts: number[] = [];
  const upstreams: Array<string | null> = [];
  for (let visit = 0; visit < 4; visit += 1) {
    const reply = expectStatus(
      await visitor.send(`/api/tutorials/${tutorial._id}/views`, { method: 'POST' }),
      200,
      'a tutorial view',
    );
    counts.push((reply.body as { views: number }).views);
    upstreams.push(reply.upstream);
  }
  const expected = [1, 2, 3, 4].map((n) => tutorial.views + n);
  check(
    counts.join() === expected.join(),
    `views counted ${counts.join(', ')}, not ${expected.join(', ')}`,
  );
  bothServed(upstreams, 'the tutorial views');
  for (const instance of cluster.instances) {
    const one = await new Client(instance.server.base).get(`/api/tutorials/${tutorial._id}`);
    const views = (
      expectStatus(one, 200, `the tutorial on ${instance.name}`).body as { views: number }
    ).views;
    check(views === tutorial.views + 4, `instance ${instance.name} shows ${views} views`);
  }
  family.checked.push(
    `tutorial views: 4 visits through nginx counted ${tutorial.views} → ${tutorial.views + 4} (${spread(upstreams)}), the same on every instance`,
  );
}
