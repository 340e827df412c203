import { queryOptions, useQuery } from '@tanstack/react-query';
import { qnaEntrySchema, type QnaEntry } from '@contract/qna';
import { apiClient } from '@/lib/api-client';
import { qnaKeys } from './qna-keys';
import { FETCH_QUESTIONS_FAILED } from './messages';

/** GET /api/qna?includeHidden=true (staff): every question and answer with its hidden flag. */
function getModeratedQuestions(signal?: AbortSignal): Promise<QnaEntry[]> {
  return apiClient.get('/api/qna', {
    query: { includeHidden: true },
    schema: qnaEntrySchema.array(),
    fallbackMessage: FETCH_QUESTIONS_FAILED,
    signal,
  });
}

export function useModeratedQuestions() {
  return useQuery(
    queryOptions({
      queryKey: qnaKeys.moderation(),
      queryFn: ({ signal }) => getModeratedQuestions(signal),
    }),
  );
}
