import { describe, expect, it } from 'vitest';
import { STAFF_BATCH, TurnQueue, VISITORS_BEFORE_STAFF, type Requester } from './queue';

/** Adds requests named by who sent them, and takes turns until none wait: each turn's names. */
function turnsFor(arrivals: string[]): string[][] {
  const queue = new TurnQueue();
  const started: string[] = [];
  for (const name of arrivals) {
    const requester: Requester = name.startsWith('s') ? 'staff' : 'visitor';
    queue.add(requester, () => started.push(name));
  }
  const turns: string[][] = [];
  while (queue.waiting > 0) {
    const before = started.length;
    for (const start of queue.takeTurn()) start();
    turns.push(started.slice(before));
  }
  return turns;
}

describe('the order uncached requests start in', () => {
  it('starts one visitor per turn, before staff who arrived earlier', () => {
    expect(turnsFor(['s1', 'v1', 'v2'])).toEqual([['v1'], ['v2'], ['s1']]);
  });

  it('gives waiting staff a turn after three visitors, so neither side waits for ever', () => {
    expect(VISITORS_BEFORE_STAFF).toBe(3);
    expect(turnsFor(['v1', 'v2', 'v3', 'v4', 'v5', 'v6', 'v7', 'v8', 's1', 's2'])).toEqual([
      ['v1'],
      ['v2'],
      ['v3'],
      ['s1', 's2'],
      ['v4'],
      ['v5'],
      ['v6'],
      ['v7'],
      ['v8'],
    ]);
  });

  it('starts staff requests a few together, in the order they came', () => {
    expect(STAFF_BATCH).toBe(4);
    expect(turnsFor(['s1', 's2', 's3', 's4', 's5', 's6'])).toEqual([
      ['s1', 's2', 's3', 's4'],
      ['s5', 's6'],
    ]);
  });

  it('has no turn to give when nothing waits', () => {
    expect(new TurnQueue().takeTurn()).toEqual([]);
  });
});
