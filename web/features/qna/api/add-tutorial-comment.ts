import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postReceiptSchema, type PublicComment } from '@contract/community';
import { apiClient } from '@/lib/api-client';
import { qnaKeys } from './qna-keys';

export const ADD_COMMENT_FAILED = 'Failed to post your comment';

/** POST /api/tutorials/:id/comments (public). */
export function addTutorialComment({
  tutorialId,
  ...values
}: PublicComment & { tutorialId: string }) {
  return apiClient.post(`/api/tutorials/${encodeURIComponent(tutorialId)}/comments`, values, {
    schema: postReceiptSchema,
    fallbackMessage: ADD_COMMENT_FAILED,
  });
}

export function useAddTutorialComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTutorialComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qnaKeys.all }),
  });
}
