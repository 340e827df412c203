import { useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import type { Settled } from './settled';

/** A list a page shows, as it stands, and how to read it again. */
export interface Refreshable<T> {
  current: Settled<T>;
  refresh: () => void;
  refreshing: boolean;
}

/**
 * Loads the current page's data again without navigating, through a fetcher of its own, so each
 * list on a page refreshes, and shows that it is refreshing, on its own. `pick` takes the part of
 * the route's data this list shows. What a refresh brought stands until the page's own data
 * changes (another page, another filter).
 */
export function useRouteRefresh<Data, Part>(initial: Part, pick: (data: Data) => Part) {
  const fetcher = useFetcher<Data>();
  const { pathname, search } = useLocation();
  const [refreshedFrom, setRefreshedFrom] = useState<Part | undefined>(undefined);
  const refreshed = fetcher.data !== undefined && refreshedFrom === initial;
  return {
    current: refreshed ? pick(fetcher.data as Data) : initial,
    refreshing: fetcher.state !== 'idle',
    refresh: () => {
      setRefreshedFrom(initial);
      void fetcher.load(`${pathname}${search}`);
    },
  };
}
