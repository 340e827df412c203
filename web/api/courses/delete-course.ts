import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { refreshCourses } from './course-cache';

const DELETE_COURSE_FAILED = 'Failed to delete course';

/** DELETE /api/courses/:id by row id. */
async function deleteCourse(id: string): Promise<string> {
  await apiClient.delete(`/api/courses/${encodeURIComponent(id)}`, {
    fallbackMessage: DELETE_COURSE_FAILED,
  });
  return id;
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: () => refreshCourses(queryClient),
  });
}
