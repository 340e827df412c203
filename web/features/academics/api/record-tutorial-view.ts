import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { tutorialViewResultSchema, type TutorialViewResult } from '@contract/tutorial-views';
import type { Tutorial } from '@contract/tutorials';
import { apiClient } from '@/lib/api-client';
import { academicsKeys } from './academics-keys';

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

export function hasViewed(id: string): boolean {
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

/** POST /api/tutorials/:id/views: counts this visit (the server may decline past its limit). */
export function recordTutorialView(id: string): Promise<TutorialViewResult> {
  return apiClient.post(`/api/tutorials/${encodeURIComponent(id)}/views`, undefined, {
    schema: tutorialViewResultSchema,
    fallbackMessage: 'Failed to count the view',
  });
}

/** Requests under way, so a double effect (React's strict mode) sends one. */
const inFlight = new Set<string>();

/**
 * Counts a visit to a tutorial's page once per browser: the first visit sends the view and
 * remembers it, later ones send nothing. The page's count is updated from the answer. A failure
 * is silent: the count is a nicety, not something to bother the reader with.
 */
export function useRecordTutorialView(id: string, ready: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!ready || !id || hasViewed(id) || inFlight.has(id)) return;
    inFlight.add(id);
    recordTutorialView(id)
      .then((result) => {
        markViewed(id);
        queryClient.setQueryData<Tutorial>(academicsKeys.tutorial(id), (tutorial) =>
          tutorial ? { ...tutorial, views: result.views } : tutorial,
        );
      })
      .catch((error: unknown) => console.warn('Could not count the tutorial view', error))
      .finally(() => inFlight.delete(id));
  }, [id, ready, queryClient]);
}
