import { useEffect, useState } from 'react';

/** How many rows an admin list shows per page. */
const ADMIN_PAGE_SIZE = 20;
/** Typing pauses this long before the list is asked again. */
const SEARCH_DELAY_MS = 300;

/**
 * The search and page of an admin list. `search` is what the box shows; `q` follows it once typing
 * pauses, and a new search starts again at page 1. Send `{ q, page, pageSize }` to the server.
 */
export function useListPage(pageSize = ADMIN_PAGE_SIZE) {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState({ q: '', page: 1 });

  useEffect(() => {
    const q = search.trim();
    if (q === query.q) return;
    const timer = setTimeout(() => setQuery({ q, page: 1 }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, query.q]);

  return {
    search,
    setSearch,
    q: query.q,
    page: query.page,
    pageSize,
    setPage: (page: number) => setQuery((current) => ({ ...current, page })),
    /** The server's params: no `q` when the box is empty. */
    params: { q: query.q || undefined, page: query.page, pageSize },
  };
}

/** How many pages `total` rows fill (at least one). */
export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));
