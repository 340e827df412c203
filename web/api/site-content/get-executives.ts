import { useQuery } from '@tanstack/react-query';
import { executiveSchema, type Executive } from '@contract/executives';
import { apiClient } from '@/lib/api-client';
import { FETCH_EXECUTIVES_FAILED } from './messages';
import { siteContentKeys } from './site-content-keys';

/** GET /api/executives: the council, in order. */
function getExecutives(signal?: AbortSignal): Promise<Executive[]> {
  return apiClient.get('/api/executives', {
    schema: executiveSchema.array(),
    fallbackMessage: FETCH_EXECUTIVES_FAILED,
    signal,
  });
}

export function useExecutives() {
  return useQuery({
    queryKey: siteContentKeys.executives(),
    queryFn: ({ signal }) => getExecutives(signal),
  });
}
