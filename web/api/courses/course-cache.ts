import type { QueryClient } from '@tanstack/react-query';
import { pastQuestionKeys } from '../past-questions/past-question-keys';
import { courseKeys } from './course-keys';

/** After a course changes: every course list, and the past-question bank built from them. */
export async function refreshCourses(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: courseKeys.all }),
    queryClient.invalidateQueries({ queryKey: pastQuestionKeys.all }),
  ]);
}
