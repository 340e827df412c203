import { useMutation, useQueryClient } from '@tanstack/react-query';
import { semesterResponseSchema, type Semester, type SemesterUpdate } from '@contract/semester';
import { apiClient } from '@/lib/api-client';
import { semesterKeys } from './semester-keys';

/** PUT /api/semester: the first and last day of teaching. */
async function updateSemester(dates: SemesterUpdate): Promise<Semester | null> {
  const { semester } = await apiClient.put('/api/semester', dates, {
    schema: semesterResponseSchema,
    fallbackMessage: 'Failed to save the semester dates',
  });
  return semester;
}

export function useUpdateSemester() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSemester,
    onSuccess: (semester) => queryClient.setQueryData(semesterKeys.all, semester),
  });
}
