import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pastQuestionEntrySchema, type PastQuestionEntry } from '@contract/past-questions';
import { apiClient } from '@/lib/api-client';
import { academicsKeys, type AcademicFilter } from './academics-keys';

export const FETCH_PAST_QUESTIONS_FAILED = 'Failed to fetch past questions';

/**
 * GET /api/past-questions?category=&level=: the bank's papers, newest year first. Course and year
 * are narrowed on the client from this list, which also gives their choices.
 */
export function getPastQuestions(
  filter: AcademicFilter,
  signal?: AbortSignal,
): Promise<PastQuestionEntry[]> {
  return apiClient.get('/api/past-questions', {
    query: { category: filter.category, level: filter.level },
    schema: pastQuestionEntrySchema.array(),
    fallbackMessage: FETCH_PAST_QUESTIONS_FAILED,
    signal,
  });
}

export function getPastQuestionsQueryOptions(filter: AcademicFilter) {
  return queryOptions({
    queryKey: academicsKeys.pastQuestionList(filter),
    queryFn: ({ signal }) => getPastQuestions(filter, signal),
  });
}

export function usePastQuestions(filter: AcademicFilter) {
  return useQuery({ ...getPastQuestionsQueryOptions(filter), placeholderData: keepPreviousData });
}
