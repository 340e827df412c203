import { useMutation, useQueryClient } from '@tanstack/react-query';
import { helpfulReceiptSchema } from '@contract/community';
import { apiClient } from '@/lib/api-client';
import { qnaKeys } from './qna-keys';

export const MARK_HELPFUL_FAILED = 'Failed to mark the answer helpful';

/** POST /api/qna/:id/answers/:answerId/helpful (public; once per answer per client). */
export function markHelpful({ questionId, answerId }: { questionId: string; answerId: string }) {
  return apiClient.post(
    `/api/qna/${encodeURIComponent(questionId)}/answers/${encodeURIComponent(answerId)}/helpful`,
    {},
    { schema: helpfulReceiptSchema, fallbackMessage: MARK_HELPFUL_FAILED },
  );
}

export function useMarkHelpful() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markHelpful,
    onSettled: () => queryClient.invalidateQueries({ queryKey: qnaKeys.all }),
  });
}
