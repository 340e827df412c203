import { queryOptions, useQuery } from '@tanstack/react-query';
import { tutorialSchema, type TutorialComment } from '@contract/tutorials';
import { apiClient } from '@/lib/api-client';
import { qnaKeys } from './qna-keys';

export const FETCH_COMMENTS_FAILED = 'Failed to fetch comments';

/** The visible comments of a tutorial, oldest first (from GET /api/tutorials/:id). */
export async function getTutorialComments(
  tutorialId: string,
  signal?: AbortSignal,
): Promise<TutorialComment[]> {
  const tutorial = await apiClient.get(`/api/tutorials/${encodeURIComponent(tutorialId)}`, {
    schema: tutorialSchema,
    fallbackMessage: FETCH_COMMENTS_FAILED,
    signal,
  });
  return tutorial.comments;
}

export function getTutorialCommentsQueryOptions(tutorialId: string) {
  return queryOptions({
    queryKey: qnaKeys.comments(tutorialId),
    queryFn: ({ signal }) => getTutorialComments(tutorialId, signal),
  });
}

export function useTutorialComments(tutorialId: string) {
  return useQuery(getTutorialCommentsQueryOptions(tutorialId));
}
