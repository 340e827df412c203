import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

type ChangeParams = (change: (current: URLSearchParams) => URLSearchParams) => void;

/**
 * The list pages' filters, kept in the URL's query. Each change builds on the last one asked for,
 * not on the last render: the router renders a change in a transition, so two quick changes (a
 * category, then a level) would otherwise both start from the old query, and the first be lost.
 */
export function useFilterParams(): [URLSearchParams, ChangeParams] {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  // The query last asked for, until the router shows it; older renders of ours do not count.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (asked.current !== null && asked.current !== params.toString()) return;
    asked.current = null;
    latest.current = params;
  }, [params]);

  const change = useCallback<ChangeParams>(
    (update) => {
      const next = update(new URLSearchParams(latest.current));
      latest.current = next;
      asked.current = next.toString();
      setParams(next, { replace: true, preventScrollReset: true });
    },
    [setParams],
  );
  return [params, change];
}
