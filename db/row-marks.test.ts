import { describe, expect, it } from 'vitest';
import { anyRowOf, collapsedRows, markedRow, rowMark, withoutRows } from './row-marks';

describe('row marks', () => {
  it('name a row of a table, or all its rows, and read back', () => {
    expect(rowMark('academic_news', 'a1')).toBe('academic_news#a1');
    expect(markedRow('academic_news#a1')).toEqual({ table: 'academic_news', id: 'a1' });
    expect(markedRow(anyRowOf('photos'))).toEqual({ table: 'photos', id: '*' });
    expect(markedRow('photos')).toBeUndefined();
  });

  it('collapse a long list of one table’s rows into all its rows, leaving others alone', () => {
    const news = Array.from({ length: 51 }, (_, n) => rowMark('academic_news', `n${n}`));
    const collapsed = collapsedRows(new Set(['academic_news', ...news, 'photos#p']));
    expect([...collapsed].sort()).toEqual(['academic_news', 'academic_news#*', 'photos#p']);
    expect([...withoutRows(['photos', 'photos#p'])].sort()).toEqual(['photos', 'photos#*']);
  });
});
