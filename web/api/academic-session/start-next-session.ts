import {
  academicSessionSchema,
  type AcademicSession,
  type NextSessionBody,
} from '@contract/academic-session';
import { apiClient } from '@/lib/api-client';
import { useSessionChange } from './use-session-change';

/** POST /api/academic-session/next-session: archives the council, starts the next session. */
function startNextSession(body: NextSessionBody): Promise<AcademicSession> {
  return apiClient.post('/api/academic-session/next-session', body, {
    schema: academicSessionSchema,
    fallbackMessage: 'Failed to start the next session',
  });
}

export const useStartNextSession = () => useSessionChange(startNextSession);
