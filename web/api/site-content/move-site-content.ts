import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { SiteContentList } from './delete-site-content';
import { siteContentKeys } from './site-content-keys';

const MOVE_FAILED = 'Failed to change the order';

/** POST /api/{executives|testimonials}/:id/move: one place up or down. */
export function useMoveSiteContent(list: SiteContentList) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, direction }: { id: string; direction: 'up' | 'down' }) =>
      apiClient.post(
        `/api/${list}/${encodeURIComponent(id)}/move`,
        { direction },
        {
          fallbackMessage: MOVE_FAILED,
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteContentKeys[list]() }),
  });
}
