import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcademicSession } from '@contract/academic-session';
import { timetableKeys } from '../timetable/timetable-keys';
import { academicSessionKeys } from './academic-session-keys';

/**
 * A change to the session or semester: afterwards the session, the past councils and the
 * timetable (live and draft) are read again, since any of them may have moved.
 */
export function useSessionChange<Input>(change: (input: Input) => Promise<AcademicSession>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (session) => {
      queryClient.setQueryData(academicSessionKeys.current(), session);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: academicSessionKeys.all }),
        queryClient.invalidateQueries({ queryKey: timetableKeys.all }),
      ]);
    },
  });
}
