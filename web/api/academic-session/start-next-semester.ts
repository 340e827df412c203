import {
  academicSessionSchema,
  type AcademicSession,
  type NextSemesterBody,
} from '@contract/academic-session';
import { apiClient } from '@/lib/api-client';
import { useSessionChange } from './use-session-change';

/** POST /api/academic-session/next-semester: copies the timetable into a draft for review. */
function startNextSemester(body: NextSemesterBody): Promise<AcademicSession> {
  return apiClient.post('/api/academic-session/next-semester', body, {
    schema: academicSessionSchema,
    fallbackMessage: 'Failed to start the next semester',
  });
}

export const useStartNextSemester = () => useSessionChange(startNextSemester);
