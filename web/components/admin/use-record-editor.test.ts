import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRecordEditor } from './use-record-editor';

describe('useRecordEditor', () => {
  it('opens empty to add, with the record to edit, and keeps the record while closing', () => {
    const { result } = renderHook(() => useRecordEditor<{ title: string }>());
    expect(result.current.open).toBe(false);
    act(() => result.current.add());
    expect(result.current).toMatchObject({ open: true, record: null });
    act(() => result.current.edit({ title: 'Quiz Bowl' }));
    expect(result.current).toMatchObject({ open: true, record: { title: 'Quiz Bowl' } });
    act(() => result.current.onOpenChange(false));
    expect(result.current).toMatchObject({ open: false, record: { title: 'Quiz Bowl' } });
  });
});
