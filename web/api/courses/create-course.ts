import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseSchema, type Course, type CourseCreate } from '@contract/courses';
import { apiClient } from '@/lib/api-client';
import { refreshCourses } from './course-cache';

const CREATE_COURSE_FAILED = 'Failed to create course';

/** POST /api/courses (JSON; `id` is the course code). A taken code answers 409 with its reason. */
function createCourse(values: CourseCreate): Promise<Course> {
  return apiClient.post('/api/courses', values, {
    schema: courseSchema,
    fallbackMessage: CREATE_COURSE_FAILED,
  });
}

export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCourse,
    onSuccess: () => refreshCourses(queryClient),
  });
}
