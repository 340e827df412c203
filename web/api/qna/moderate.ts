import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { qnaKeys } from './qna-keys';

const MODERATION_FAILED = 'Failed to update the content';

/** One moderation action: hide/unhide (PATCH), mark answered (PUT) or delete. */
export type ModerationAction =
  | { kind: 'question'; id: string; hidden: boolean }
  | { kind: 'answered'; id: string; answered: boolean }
  | { kind: 'delete-question'; id: string }
  | { kind: 'answer'; questionId: string; id: string; hidden: boolean }
  | { kind: 'delete-answer'; questionId: string; id: string }
  | { kind: 'comment'; tutorialId: string; id: string; hidden: boolean }
  | { kind: 'delete-comment'; tutorialId: string; id: string };

const q = (id: string) => `/api/qna/${encodeURIComponent(id)}`;
const c = (tutorialId: string, id: string) =>
  `/api/tutorials/${encodeURIComponent(tutorialId)}/comments/${encodeURIComponent(id)}`;

async function moderate(action: ModerationAction): Promise<void> {
  const options = { fallbackMessage: MODERATION_FAILED };
  switch (action.kind) {
    case 'question':
      await apiClient.patch(q(action.id), { hidden: action.hidden }, options);
      return;
    case 'answered':
      await apiClient.put(q(action.id), { answered: action.answered }, options);
      return;
    case 'delete-question':
      await apiClient.delete(q(action.id), options);
      return;
    case 'answer':
      await apiClient.patch(
        `${q(action.questionId)}/answers/${encodeURIComponent(action.id)}`,
        { hidden: action.hidden },
        options,
      );
      return;
    case 'delete-answer':
      await apiClient.delete(
        `${q(action.questionId)}/answers/${encodeURIComponent(action.id)}`,
        options,
      );
      return;
    case 'comment':
      await apiClient.patch(c(action.tutorialId, action.id), { hidden: action.hidden }, options);
      return;
    case 'delete-comment':
      await apiClient.delete(c(action.tutorialId, action.id), options);
  }
}

export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qnaKeys.all }),
  });
}
