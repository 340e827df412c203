import type { QueryClient } from '@tanstack/react-query';
import { academicsKeys } from './academics-keys';

/** After a course changes: every course list and page, and the past-question bank built from them. */
export async function refreshCourses(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: academicsKeys.courses }),
    queryClient.invalidateQueries({ queryKey: academicsKeys.pastQuestions }),
  ]);
}

export function refreshTutorials(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: academicsKeys.tutorials });
}

export function refreshResources(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: academicsKeys.resources });
}
