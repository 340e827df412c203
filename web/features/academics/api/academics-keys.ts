import type { CategoryId, Level } from '@contract/constants';

/** A category and/or level to narrow a list by; absent means every one. */
export interface AcademicFilter {
  category?: CategoryId | undefined;
  level?: Level | undefined;
}

/** Drops absent values, so { category: undefined } and {} share one cache entry. */
const clean = (filter: AcademicFilter): AcademicFilter => ({
  ...(filter.category ? { category: filter.category } : {}),
  ...(filter.level ? { level: filter.level } : {}),
});

/**
 * Cache keys. Each resource sits under its own root, so a change made in the admin refetches
 * every list and page showing it. Past questions live inside courses: a course change refetches
 * the bank too (see academics-cache.ts).
 */
export const academicsKeys = {
  courses: ['courses'] as const,
  courseList: (filter: AcademicFilter = {}) =>
    [...academicsKeys.courses, 'list', clean(filter)] as const,
  course: (id: string) => [...academicsKeys.courses, 'detail', id] as const,
  tutorials: ['tutorials'] as const,
  tutorialList: () => [...academicsKeys.tutorials, 'list'] as const,
  tutorialFilter: (filter: AcademicFilter = {}) =>
    [...academicsKeys.tutorials, 'filter', clean(filter)] as const,
  tutorial: (id: string) => [...academicsKeys.tutorials, 'detail', id] as const,
  resources: ['resources'] as const,
  resourceList: () => [...academicsKeys.resources, 'list'] as const,
  pastQuestions: ['past-questions'] as const,
  pastQuestionList: (filter: AcademicFilter = {}) =>
    [...academicsKeys.pastQuestions, 'list', clean(filter)] as const,
  /** The news service's own key for a page of 4 (news-events uses the same shape and root). */
  hubNews: () => ['academic-news', 'list', { limit: 4 }] as const,
};
