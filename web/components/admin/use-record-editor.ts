import { useState } from 'react';

/**
 * Which record an add/edit dialog shows (null adds one). Closing keeps the record, so the dialog's
 * title does not change while it animates away.
 */
export function useRecordEditor<T>() {
  const [state, setState] = useState<{ open: boolean; record: T | null }>({
    open: false,
    record: null,
  });
  return {
    open: state.open,
    record: state.record,
    add: () => setState({ open: true, record: null }),
    edit: (record: T) => setState({ open: true, record }),
    onOpenChange: (open: boolean) => setState((current) => ({ ...current, open })),
  };
}
