import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionResponseSchema, type StaffUser } from '@contract/auth';
import { ApiError, apiClient } from '@/lib/api-client';
import { authKeys } from './auth-keys';

/** Whether an API error means "no session" (never signed in, signed out, or expired). */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * GET /api/auth/me: the signed-in staff member, or null when there is no live session. A 401 is an
 * answer here, not a failure; other errors (network, 5xx) still reject.
 */
export async function getMe(signal?: AbortSignal): Promise<StaffUser | null> {
  try {
    const { user } = await apiClient.get('/api/auth/me', {
      schema: sessionResponseSchema,
      fallbackMessage: 'Failed to check who is signed in',
      signal,
    });
    return user;
  } catch (error) {
    if (isUnauthorized(error)) return null;
    throw error;
  }
}

export function getMeQueryOptions() {
  return queryOptions({
    queryKey: authKeys.me,
    queryFn: ({ signal }) => getMe(signal),
    // Checked again when the tab regains focus after this long, so an ended session shows quickly.
    staleTime: 30 * 1000,
  });
}

export function useMe() {
  return useQuery(getMeQueryOptions());
}
