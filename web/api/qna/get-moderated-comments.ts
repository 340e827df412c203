import { queryOptions, useQuery } from '@tanstack/react-query';
import { moderatedCommentSchema, type ModeratedComment } from '@contract/community';
import { apiClient } from '@/lib/api-client';
import { qnaKeys } from './qna-keys';

const FETCH_MODERATED_COMMENTS_FAILED = 'Failed to fetch tutorial comments';

/** GET /api/tutorial-comments (staff): every comment, hidden ones too, newest first. */
function getModeratedComments(signal?: AbortSignal): Promise<ModeratedComment[]> {
  return apiClient.get('/api/tutorial-comments', {
    schema: moderatedCommentSchema.array(),
    fallbackMessage: FETCH_MODERATED_COMMENTS_FAILED,
    signal,
  });
}

export function useModeratedComments() {
  return useQuery(
    queryOptions({
      queryKey: qnaKeys.allComments(),
      queryFn: ({ signal }) => getModeratedComments(signal),
    }),
  );
}
