import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  recoveryCodesSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  type ConfirmTwoFactorBody,
  type DisableTwoFactorBody,
  type TwoFactorStatus,
} from '@contract/two-factor';
import { apiClient } from '@/lib/api-client';
import { authKeys } from './auth-keys';

/** GET /api/auth/two-factor: whether one's own two-factor sign-in is on. */
function getTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatus> {
  return apiClient.get('/api/auth/two-factor', {
    schema: twoFactorStatusSchema,
    fallbackMessage: 'Failed to load your two-factor sign-in settings',
    signal,
  });
}

export function useTwoFactorStatus() {
  return useQuery(
    queryOptions({
      queryKey: authKeys.twoFactor,
      queryFn: ({ signal }) => getTwoFactorStatus(signal),
    }),
  );
}

function useRefreshStatus() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: authKeys.twoFactor });
}

/** POST /api/auth/two-factor/setup: a new secret and its QR code, waiting for a first code. */
export function useStartTwoFactorSetup() {
  return useMutation({
    mutationFn: () =>
      apiClient.post('/api/auth/two-factor/setup', undefined, {
        schema: twoFactorSetupSchema,
        fallbackMessage: 'Could not start setting up two-factor sign-in. Please try again.',
      }),
  });
}

/** POST /api/auth/two-factor/confirm: the first code turns it on; answers the recovery codes. */
export function useConfirmTwoFactor() {
  const refresh = useRefreshStatus();
  return useMutation({
    mutationFn: (body: ConfirmTwoFactorBody) =>
      apiClient.post('/api/auth/two-factor/confirm', body, {
        schema: recoveryCodesSchema,
        fallbackMessage: 'Could not check the code. Please try again.',
      }),
    onSuccess: refresh,
  });
}

/** POST /api/auth/two-factor/disable: needs the password and a code. */
export function useDisableTwoFactor() {
  const refresh = useRefreshStatus();
  return useMutation({
    mutationFn: async (body: DisableTwoFactorBody) => {
      await apiClient.post('/api/auth/two-factor/disable', body, {
        fallbackMessage: 'Could not turn two-factor sign-in off. Please try again.',
      });
    },
    onSuccess: refresh,
  });
}

/** POST /api/auth/two-factor/recovery-codes: a new set for a code from the app. */
export function useNewRecoveryCodes() {
  const refresh = useRefreshStatus();
  return useMutation({
    mutationFn: (body: ConfirmTwoFactorBody) =>
      apiClient.post('/api/auth/two-factor/recovery-codes', body, {
        schema: recoveryCodesSchema,
        fallbackMessage: 'Could not make new recovery codes. Please try again.',
      }),
    onSuccess: refresh,
  });
}
