import { academicSessionSchema, type AcademicSession } from '@contract/academic-session';
import { apiClient } from '@/lib/api-client';
import { useSessionChange } from './use-session-change';

/** POST /api/academic-session/next-semester/confirm: the draft becomes the timetable. */
function confirmNextSemester(): Promise<AcademicSession> {
  return apiClient.post('/api/academic-session/next-semester/confirm', undefined, {
    schema: academicSessionSchema,
    fallbackMessage: "Failed to confirm the next semester's timetable",
  });
}

export const useConfirmNextSemester = () => useSessionChange(confirmNextSemester);
