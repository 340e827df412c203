import { useMemo, useState } from 'react';
import { matchesSearch } from '@/features/academics/filters';

/**
 * A manager's search box over its records. `searchable` gives a record's texts; keep it outside
 * the component so the filter runs only when the records or the query change.
 */
export function useRecordSearch<T>(
  records: T[] | undefined,
  searchable: (record: T) => readonly string[],
) {
  const [search, setSearch] = useState('');
  const all = useMemo(() => records ?? [], [records]);
  const shown = useMemo(
    () => all.filter((record) => matchesSearch(search, searchable(record))),
    [all, search, searchable],
  );
  return { search, setSearch, all, shown };
}
