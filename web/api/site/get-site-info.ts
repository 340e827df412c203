import { queryOptions } from '@tanstack/react-query';
import { siteInfoSchema, type SiteInfo } from '@contract/site';
import { apiClient } from '@/lib/api-client';
import { siteKeys } from './site-keys';

/** GET /api/site: the association's name, abbreviation, contact details and social links. */
export function getSiteInfo(signal?: AbortSignal): Promise<SiteInfo> {
  return apiClient.get('/api/site', {
    schema: siteInfoSchema,
    fallbackMessage: 'Failed to load the site information',
    signal,
  });
}

export function getSiteInfoQueryOptions() {
  return queryOptions({
    queryKey: siteKeys.all,
    queryFn: ({ signal }) => getSiteInfo(signal),
    // Configured per deployment; the server lets caches keep it for 5 minutes too.
    staleTime: 5 * 60 * 1000,
  });
}
