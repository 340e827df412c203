import { describe, expect, it } from 'vitest';
import { flag, json, optional, readOnly, rowMapping } from './row-mapping';

interface ThingRow {
  id: string;
  title: string;
  body: string | null;
  tags: string;
  hidden: number;
  created_at: string;
}

interface Thing {
  _id: string;
  title: string;
  body?: string | undefined;
  tags: string[];
  hidden: boolean;
  createdAt: string;
}

const things = rowMapping<ThingRow, Thing>()({
  _id: readOnly('id'),
  title: 'title',
  body: optional('body'),
  tags: json('tags', [] as string[]),
  hidden: flag('hidden'),
  createdAt: readOnly('created_at'),
});

const row: ThingRow = {
  id: 'a1',
  title: 'Waves',
  body: null,
  tags: '["optics"]',
  hidden: 1,
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('rowMapping', () => {
  it('selects each column once and reads a row into a record', () => {
    expect(things.columns).toEqual(['id', 'title', 'body', 'tags', 'hidden', 'created_at']);
    expect(things.toRecord(row)).toEqual({
      _id: 'a1',
      title: 'Waves',
      body: undefined,
      tags: ['optics'],
      hidden: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
  });

  it('writes every writable field of a new row, and the columns the repository fills', () => {
    const values = { title: 'Waves', tags: ['optics'], hidden: true };
    expect(things.toRow(values, { id: 'a1', created_at: row.created_at })).toEqual({
      ...row,
      body: null,
    });
  });

  it('writes only the fields an update sends; one sent as undefined clears its column', () => {
    expect(things.changes({ title: 'Light' })).toEqual({ title: 'Light' });
    expect(things.changes({ body: undefined, hidden: false })).toEqual({ body: null, hidden: 0 });
  });

  it('leaves a column alone when its writer answers undefined', () => {
    const kept = rowMapping<ThingRow, Thing>()({
      title: { column: 'title', write: (title) => title || undefined },
    });
    expect(kept.changes({ title: '' })).toEqual({});
  });
});

describe('json', () => {
  it('gives each record its own copy of the fallback', () => {
    const tags = json('tags', [] as string[]);
    const first = tags.read('not json');
    first.push('changed');
    expect(tags.read('not json')).toEqual([]);
  });
});
