import { useEffect, useState } from 'react';
import type { TutorialViewResult } from '@contract/tutorial-views';

/** The tutorials this browser has already been counted for (a JSON array of ids). */
export const VIEWED_TUTORIALS_KEY = 'chapter.viewedTutorials';
/** Enough for years of visits; the oldest ids go first past it. */
const MAX_REMEMBERED = 500;

function readViewed(): string[] {
  try {
    const stored = JSON.parse(localStorage.getItem(VIEWED_TUTORIALS_KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function hasViewed(id: string): boolean {
  return readViewed().includes(id);
}

function markViewed(id: string): void {
  try {
    const ids = [...readViewed().filter((known) => known !== id), id].slice(-MAX_REMEMBERED);
    localStorage.setItem(VIEWED_TUTORIALS_KEY, JSON.stringify(ids));
  } catch {
    // Storage blocked or full: the next visit may count again, which is harmless.
  }
}

/**
 * POST /api/tutorials/:id/views: counts this visit (the server may decline past its limit) and
 * answers the count now. The page's own request, not a list the browser refetches: a plain fetch.
 */
async function recordTutorialView(id: string): Promise<TutorialViewResult> {
  const response = await fetch(`/api/tutorials/${encodeURIComponent(id)}/views`, {
    method: 'POST',
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`Counting the view answered ${response.status}`);
  return (await response.json()) as TutorialViewResult;
}

/** Requests under way, so a double effect (React's strict mode) sends one. */
const inFlight = new Set<string>();

/**
 * Counts a visit to a tutorial's page once per browser: the first visit sends the view and
 * remembers it, later ones send nothing. Answers the count the server gave, once it has (the
 * page shows the loader's until then). A failure is silent: the count is a nicety.
 */
export function useRecordTutorialView(id: string): number | undefined {
  const [views, setViews] = useState<number>();
  useEffect(() => {
    if (!id || hasViewed(id) || inFlight.has(id)) return;
    inFlight.add(id);
    recordTutorialView(id)
      .then((result) => {
        markViewed(id);
        setViews(result.views);
      })
      .catch((error: unknown) => console.warn('Could not count the tutorial view', error))
      .finally(() => inFlight.delete(id));
  }, [id]);
  return views;
}
