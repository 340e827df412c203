import { describe, expect, it } from 'vitest';
import { EncodeQueue } from './encode-queue';

/** A task that runs until its `finish` is called, noting when it started. */
function gate(started: string[], name: string) {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  const task = async () => {
    started.push(name);
    await done;
  };
  return { task, finish: () => finish() };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the encode queue', () => {
  it('lets background work take one place at most, and never ahead of a waiting request', async () => {
    const queue = new EncodeQueue(2);
    const started: string[] = [];
    const back1 = gate(started, 'back1');
    const back2 = gate(started, 'back2');
    const front1 = gate(started, 'front1');
    const front2 = gate(started, 'front2');
    const runs = [
      queue.run(back1.task, { background: true }),
      queue.run(back2.task, { background: true }),
      queue.run(front1.task),
      queue.run(front2.task),
    ];
    await tick();
    // One place for background work, the other for a request; the second background job waits.
    expect(started).toEqual(['back1', 'front1']);
    back1.finish();
    await tick();
    // The freed place goes to the waiting request, not to the waiting background job.
    expect(started).toEqual(['back1', 'front1', 'front2']);
    front1.finish();
    await tick();
    expect(started).toEqual(['back1', 'front1', 'front2', 'back2']);
    front2.finish();
    back2.finish();
    await Promise.all(runs);
    expect(queue.active).toBe(0);
  });
});
