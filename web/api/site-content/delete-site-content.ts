import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { siteContentKeys } from './site-content-keys';

/** The site-content lists an officer orders and deletes from. */
export type SiteContentList = 'executives' | 'testimonials';

const failed: Record<SiteContentList, string> = {
  executives: 'Failed to delete the executive',
  testimonials: 'Failed to delete the testimonial',
};

/** DELETE /api/{executives|testimonials}/:id. */
export function useDeleteSiteContent(list: SiteContentList) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiClient.delete(`/api/${list}/${encodeURIComponent(id)}`, {
        fallbackMessage: failed[list],
      });
      return id;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteContentKeys[list]() }),
  });
}
