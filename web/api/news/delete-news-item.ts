import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { applyNewsChange } from './news-cache';

const DELETE_NEWS_FAILED = 'Failed to delete academic news';

/** DELETE /api/academic-news/:id. */
async function deleteNewsItem(id: string): Promise<string> {
  await apiClient.delete(`/api/academic-news/${encodeURIComponent(id)}`, {
    fallbackMessage: DELETE_NEWS_FAILED,
  });
  return id;
}

export function useDeleteNewsItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNewsItem,
    onSuccess: (deleted) => applyNewsChange(queryClient, { deleted }),
  });
}
