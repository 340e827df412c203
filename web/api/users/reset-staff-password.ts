import { useMutation, useQueryClient } from '@tanstack/react-query';
import { oneTimePasswordResponseSchema, type OneTimePasswordResponse } from '@contract/auth';
import { apiClient } from '@/lib/api-client';
import { staffUserKeys } from './staff-user-keys';

/**
 * POST /api/users/:id/reset-password: replaces the password with a one-time password (in this answer
 * only) and ends the account's sessions.
 */
function resetStaffPassword(id: string): Promise<OneTimePasswordResponse> {
  return apiClient.post(`/api/users/${encodeURIComponent(id)}/reset-password`, undefined, {
    schema: oneTimePasswordResponseSchema,
    fallbackMessage: 'Could not reset the password. Please try again.',
  });
}

export function useResetStaffPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetStaffPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffUserKeys.all }),
  });
}
