import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffUserResponseSchema, type StaffUser, type UpdateStaffUserBody } from '@contract/auth';
import { apiClient } from '@/lib/api-client';
import { staffUserKeys } from './staff-user-keys';

type UpdateStaffUserInput = UpdateStaffUserBody & { id: string };

/**
 * PATCH /api/users/:id: rename, change the role, disable or enable. Demoting or disabling the last
 * admin rejects with status 409.
 */
async function updateStaffUser({ id, ...body }: UpdateStaffUserInput): Promise<StaffUser> {
  const { user } = await apiClient.patch(`/api/users/${encodeURIComponent(id)}`, body, {
    schema: staffUserResponseSchema,
    fallbackMessage: 'Could not save the changes. Please try again.',
  });
  return user;
}

export function useUpdateStaffUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaffUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffUserKeys.all }),
  });
}
