import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  oneTimePasswordResponseSchema,
  type CreateStaffUserBody,
  type OneTimePasswordResponse,
} from '@contract/auth';
import { apiClient } from '@/lib/api-client';
import { staffUserKeys } from './staff-user-keys';

/**
 * POST /api/users: a new account with a generated one-time password, which this answer alone
 * carries. A taken email rejects with status 409 and `fields.email`.
 */
function createStaffUser(body: CreateStaffUserBody): Promise<OneTimePasswordResponse> {
  return apiClient.post('/api/users', body, {
    schema: oneTimePasswordResponseSchema,
    fallbackMessage: 'Could not create the account. Please try again.',
  });
}

export function useCreateStaffUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaffUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffUserKeys.all }),
  });
}
