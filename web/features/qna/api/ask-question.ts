import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postReceiptSchema, type PublicQuestion } from '@contract/community';
import { apiClient } from '@/lib/api-client';
import { qnaKeys } from './qna-keys';

export const ASK_QUESTION_FAILED = 'Failed to post your question';

/** POST /api/qna (public). */
export function askQuestion(values: PublicQuestion) {
  return apiClient.post('/api/qna', values, {
    schema: postReceiptSchema,
    fallbackMessage: ASK_QUESTION_FAILED,
  });
}

export function useAskQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qnaKeys.all }),
  });
}
