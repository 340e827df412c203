import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffUserResponseSchema, type StaffUser } from '@contract/auth';
import { apiClient } from '@/lib/api-client';
import { staffUserKeys } from './staff-user-keys';

/**
 * POST /api/users/:id/reset-two-factor: turns off someone's two-factor sign-in (a lost phone) and
 * ends their sessions; they sign in with the password and may set it up again.
 */
async function resetTwoFactor(id: string): Promise<StaffUser> {
  const { user } = await apiClient.post(
    `/api/users/${encodeURIComponent(id)}/reset-two-factor`,
    undefined,
    {
      schema: staffUserResponseSchema,
      fallbackMessage: 'Could not reset two-factor sign-in. Please try again.',
    },
  );
  return user;
}

export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffUserKeys.all }),
  });
}
