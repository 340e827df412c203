import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseSchema, type Course, type CourseCreate } from '@contract/courses';
import { apiClient } from '@/lib/api-client';
import { refreshCourses } from './course-cache';

const UPDATE_COURSE_FAILED = 'Failed to update course';

/** PUT /api/courses/:id by row id (the code itself may be what changes). */
function updateCourse({ id, values }: { id: string; values: CourseCreate }): Promise<Course> {
  return apiClient.put(`/api/courses/${encodeURIComponent(id)}`, values, {
    schema: courseSchema,
    fallbackMessage: UPDATE_COURSE_FAILED,
  });
}

export function useUpdateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCourse,
    onSuccess: () => refreshCourses(queryClient),
  });
}
