import type { QueryClient } from '@tanstack/react-query';
import { PRERENDERED_QUERIES_ID, type PrerenderedQuery } from '@contract/prerender';

/**
 * Puts the queries the server rendered the page with into the cache, so the first render in the
 * browser matches the HTML. They come in a JSON data block (never run as script, so the CSP allows
 * it); a missing or damaged block leaves the cache empty, and the queries simply load.
 */
export function readPrerenderedQueries(queryClient: QueryClient, doc: Document = document): void {
  const text = doc.getElementById(PRERENDERED_QUERIES_ID)?.textContent;
  if (!text) return;
  try {
    const queries = JSON.parse(text) as PrerenderedQuery[];
    for (const { queryKey, data } of queries) queryClient.setQueryData(queryKey, data);
  } catch {
    // Damaged: load as usual.
  }
}
