import { academicSessionSchema, type AcademicSession } from '@contract/academic-session';
import { apiClient } from '@/lib/api-client';
import { useSessionChange } from './use-session-change';

/** DELETE /api/academic-session/next-semester: drops the draft timetable. */
function discardNextSemester(): Promise<AcademicSession> {
  return apiClient.delete('/api/academic-session/next-semester', {
    schema: academicSessionSchema,
    fallbackMessage: "Failed to discard the next semester's timetable",
  });
}

export const useDiscardNextSemester = () => useSessionChange(discardNextSemester);
