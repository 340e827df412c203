import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRecordSearch } from './use-record-search';

const texts = (record: { title: string }) => [record.title];
const records = [{ title: 'Schrödinger equation' }, { title: 'Seismic methods' }];

describe('useRecordSearch', () => {
  it('shows every record until a query narrows them', () => {
    const { result } = renderHook(() => useRecordSearch(records, texts));
    expect(result.current.shown).toHaveLength(2);
    act(() => result.current.setSearch('schrodinger'));
    expect(result.current.shown).toEqual([records[0]]);
    expect(result.current.all).toHaveLength(2);
  });

  it('has nothing to show before the records load', () => {
    const { result } = renderHook(() => useRecordSearch(undefined, texts));
    expect(result.current.shown).toEqual([]);
  });
});
