import { queryOptions, useQuery } from '@tanstack/react-query';
import { academicSessionSchema, type AcademicSession } from '@contract/academic-session';
import { apiClient } from '@/lib/api-client';
import { academicSessionKeys } from './academic-session-keys';

/** GET /api/academic-session. */
function getAcademicSession(signal?: AbortSignal): Promise<AcademicSession> {
  return apiClient.get('/api/academic-session', {
    schema: academicSessionSchema,
    fallbackMessage: 'Failed to fetch the academic session',
    signal,
  });
}

export function useAcademicSession() {
  return useQuery(
    queryOptions({
      queryKey: academicSessionKeys.current(),
      queryFn: ({ signal }) => getAcademicSession(signal),
    }),
  );
}
