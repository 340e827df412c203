import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { securitySettingsSchema, type SecuritySettings } from '@contract/two-factor';
import { apiClient } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

/** GET /api/settings/security (admins only). */
function getSecuritySettings(signal?: AbortSignal): Promise<SecuritySettings> {
  return apiClient.get('/api/settings/security', {
    schema: securitySettingsSchema,
    fallbackMessage: 'Failed to load the sign-in settings',
    signal,
  });
}

export function useSecuritySettings() {
  return useQuery(
    queryOptions({
      queryKey: settingsKeys.security,
      queryFn: ({ signal }) => getSecuritySettings(signal),
    }),
  );
}

/** PUT /api/settings/security. */
export function useUpdateSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SecuritySettings) =>
      apiClient.put('/api/settings/security', body, {
        schema: securitySettingsSchema,
        fallbackMessage: 'Could not save the setting. Please try again.',
      }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.security, saved),
  });
}
