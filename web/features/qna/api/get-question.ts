import { queryOptions, useQuery } from '@tanstack/react-query';
import { qnaEntrySchema, type QnaEntry } from '@contract/qna';
import { apiClient } from '@/lib/api-client';
import { qnaKeys } from './qna-keys';

export const FETCH_QUESTION_FAILED = 'Failed to fetch the question';

/** GET /api/qna/:id; an unknown or hidden id fails with 404. */
export function getQuestion(id: string, signal?: AbortSignal): Promise<QnaEntry> {
  return apiClient.get(`/api/qna/${encodeURIComponent(id)}`, {
    schema: qnaEntrySchema,
    fallbackMessage: FETCH_QUESTION_FAILED,
    signal,
  });
}

export function getQuestionQueryOptions(id: string) {
  return queryOptions({
    queryKey: qnaKeys.question(id),
    queryFn: ({ signal }) => getQuestion(id, signal),
  });
}

export function useQuestion(id: string) {
  return useQuery(getQuestionQueryOptions(id));
}
