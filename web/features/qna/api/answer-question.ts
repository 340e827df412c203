import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postReceiptSchema, type PublicAnswer } from '@contract/community';
import { apiClient } from '@/lib/api-client';
import { qnaKeys } from './qna-keys';

export const ANSWER_FAILED = 'Failed to post your answer';

/** POST /api/qna/:id/answers (public). */
export function answerQuestion({ questionId, ...values }: PublicAnswer & { questionId: string }) {
  return apiClient.post(`/api/qna/${encodeURIComponent(questionId)}/answers`, values, {
    schema: postReceiptSchema,
    fallbackMessage: ANSWER_FAILED,
  });
}

export function useAnswerQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qnaKeys.all }),
  });
}
