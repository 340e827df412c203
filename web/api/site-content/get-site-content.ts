import { useQuery } from '@tanstack/react-query';
import { siteContentSchema, type SiteContentAll } from '@contract/site-content';
import { apiClient } from '@/lib/api-client';
import { FETCH_SITE_CONTENT_FAILED } from './messages';
import { siteContentKeys } from './site-content-keys';

/** GET /api/site-content: Home's and About's singletons, the contact lines and social links. */
function getSiteContent(signal?: AbortSignal): Promise<SiteContentAll> {
  return apiClient.get('/api/site-content', {
    schema: siteContentSchema,
    fallbackMessage: FETCH_SITE_CONTENT_FAILED,
    signal,
  });
}

export function useSiteContent() {
  return useQuery({
    queryKey: siteContentKeys.singletons(),
    queryFn: ({ signal }) => getSiteContent(signal),
  });
}
