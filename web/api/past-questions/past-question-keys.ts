/**
 * The past-question bank is built from the courses (GET /api/past-questions): its cache sits
 * under ['past-questions'], which a course change invalidates (courses/course-cache.ts).
 */
export const pastQuestionKeys = {
  all: ['past-questions'] as const,
};
