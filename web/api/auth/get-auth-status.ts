import { queryOptions, useQuery } from '@tanstack/react-query';
import { authStatusSchema, type AuthStatus } from '@contract/auth';
import { apiClient } from '@/lib/api-client';
import { authKeys } from './auth-keys';

/** GET /api/auth/status: whether any staff account exists (public). */
function getAuthStatus(signal?: AbortSignal): Promise<AuthStatus> {
  return apiClient.get('/api/auth/status', {
    schema: authStatusSchema,
    fallbackMessage: 'Failed to check the sign-in status',
    signal,
  });
}

function getAuthStatusQueryOptions() {
  return queryOptions({
    queryKey: authKeys.status,
    queryFn: ({ signal }) => getAuthStatus(signal),
  });
}

export function useAuthStatus() {
  return useQuery(getAuthStatusQueryOptions());
}
