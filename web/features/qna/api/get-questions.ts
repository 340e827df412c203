import { queryOptions, useQuery } from '@tanstack/react-query';
import { qnaEntrySchema, type QnaEntry } from '@contract/qna';
import { apiClient } from '@/lib/api-client';
import { qnaKeys } from './qna-keys';

export const FETCH_QUESTIONS_FAILED = 'Failed to fetch questions';

/** GET /api/qna: visible questions, newest first, answers most helpful first. */
export function getQuestions(signal?: AbortSignal): Promise<QnaEntry[]> {
  return apiClient.get('/api/qna', {
    schema: qnaEntrySchema.array(),
    fallbackMessage: FETCH_QUESTIONS_FAILED,
    signal,
  });
}

export function getQuestionsQueryOptions() {
  return queryOptions({ queryKey: qnaKeys.list(), queryFn: ({ signal }) => getQuestions(signal) });
}

export function useQuestions() {
  return useQuery(getQuestionsQueryOptions());
}
