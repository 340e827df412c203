import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@contract/auth';
import { apiClient } from '@/lib/api-client';

/**
 * PUT /api/auth/password: changes one's own password and ends one's other sessions. A wrong current
 * password rejects with status 400 and `fields.currentPassword`.
 */
async function changePassword(body: ChangePasswordBody): Promise<void> {
  await apiClient.put('/api/auth/password', body, {
    fallbackMessage: 'Could not change the password. Please try again.',
  });
}

export function useChangePassword() {
  return useMutation({ mutationKey: ['auth', 'change-password'], mutationFn: changePassword });
}
