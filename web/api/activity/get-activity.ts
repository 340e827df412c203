import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { activityResponseSchema, type AuditEntry } from '@contract/auth';
import { apiClient } from '@/lib/api-client';
import { activityKeys } from './activity-keys';

/** GET /api/activity?limit=: the latest changes made by staff, newest first (admins only). */
async function getActivity(limit: number, signal?: AbortSignal): Promise<AuditEntry[]> {
  const { entries } = await apiClient.get('/api/activity', {
    query: { limit },
    schema: activityResponseSchema,
    fallbackMessage: 'Failed to load the activity log',
    signal,
  });
  return entries;
}

function getActivityQueryOptions(limit: number) {
  return queryOptions({
    queryKey: activityKeys.latest(limit),
    queryFn: ({ signal }) => getActivity(limit, signal),
    // Changing the number shown keeps the current list on screen until the longer one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useActivity(limit: number) {
  return useQuery(getActivityQueryOptions(limit));
}
