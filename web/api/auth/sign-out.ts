import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { authKeys } from './auth-keys';

/** POST /api/auth/logout: ends the session on the server. */
async function signOut(): Promise<void> {
  await apiClient.post('/api/auth/logout', undefined, {
    fallbackMessage: 'Could not sign out. Please try again.',
    renewSession: false,
  });
}

/**
 * Signs out and clears the query cache; the cache then knows nobody is signed in. Inside the admin,
 * use `useStaffSession().signOut`, which also leaves for the sign-in page.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'sign-out'],
    mutationFn: signOut,
    onSuccess: () => {
      queryClient.removeQueries();
      queryClient.setQueryData(authKeys.me, null);
    },
  });
}
