import {
  academicSessionSchema,
  type AcademicSession,
  type AcademicSessionUpdate,
} from '@contract/academic-session';
import { apiClient } from '@/lib/api-client';
import { useSessionChange } from './use-session-change';

/** PUT /api/academic-session: a correction, nothing archived. */
function updateAcademicSession(values: AcademicSessionUpdate): Promise<AcademicSession> {
  return apiClient.put('/api/academic-session', values, {
    schema: academicSessionSchema,
    fallbackMessage: 'Failed to save the session',
  });
}

export const useUpdateAcademicSession = () => useSessionChange(updateAcademicSession);
