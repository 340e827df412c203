import { describe, expect, it } from 'vitest';
import { EVERY_TABLE } from '../../db/table-changes';
import { toldAsFits } from './invalidations';

describe("the changes told to other instances (a PostgreSQL notification's size)", () => {
  it('name the rows when they fit', () => {
    expect(toldAsFits(new Set(['academic_news', 'academic_news#a']))).toEqual([
      'academic_news',
      'academic_news#a',
    ]);
  });

  it('name every row of each table when the rows do not fit, and every table past that', () => {
    const rows = (table: string) =>
      Array.from({ length: 50 }, (_, n) => `${table}#${'x'.repeat(24)}${n}`);
    const tables = ['academic_news', 'upcoming_events', 'courses', 'tutorials', 'photos', 'qna'];
    const told = toldAsFits(new Set(tables.flatMap((table) => [table, ...rows(table)])));
    expect(told.sort()).toEqual(tables.flatMap((table) => [table, `${table}#*`]).sort());

    const many = Array.from({ length: 400 }, (_, n) => `a_table_with_a_long_name_${n}`);
    expect(toldAsFits(new Set(many))).toEqual([EVERY_TABLE]);
  });
});
