import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminSummarySchema, type AdminSummary } from '@contract/admin';
import { apiClient } from '@/lib/api-client';
import { adminSummaryKeys } from './admin-summary-keys';

/** GET /api/admin/summary: content counts and the latest changes (staff only). */
function getAdminSummary(signal?: AbortSignal): Promise<AdminSummary> {
  return apiClient.get('/api/admin/summary', {
    schema: adminSummarySchema,
    fallbackMessage: 'Failed to load the dashboard',
    signal,
  });
}

function getAdminSummaryQueryOptions() {
  return queryOptions({
    queryKey: adminSummaryKeys.all,
    queryFn: ({ signal }) => getAdminSummary(signal),
  });
}

export function useAdminSummary() {
  return useQuery(getAdminSummaryQueryOptions());
}
