import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SiteContentName } from '@contract/site-content';
import { apiClient } from '@/lib/api-client';
import { siteKeys } from '../site/site-keys';
import { siteContentKeys } from './site-content-keys';

const SAVE_FAILED = 'Failed to save';

/** PUT /api/site-content/{name}: the singleton's value whole. */
export function useSaveSiteContent(name: SiteContentName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: unknown) =>
      apiClient.put(`/api/site-content/${name}`, { value }, { fallbackMessage: SAVE_FAILED }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: siteContentKeys.singletons() });
      // The contact lines and social links are part of the site's identity.
      await queryClient.invalidateQueries({ queryKey: siteKeys.all });
    },
  });
}
