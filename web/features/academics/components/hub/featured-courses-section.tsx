import type { UseQueryResult } from '@tanstack/react-query';
import { BookOpen } from 'lucide-react';
import { categoryIds } from '@contract/constants';
import type { Course } from '@contract/courses';
import type { Level } from '@contract/constants';
import { CardGridSkeleton } from '../card-grid-skeleton';
import { CourseCard } from '../course-card';
import { EmptyState } from '../empty-state';
import { Entrance } from '../entrance';
import { ListError } from '@/components/list-error';
import { SectionHeading } from '../section-heading';

/**
 * One course per category, for the three categories only, from the loaded courses: the first of
 * the student's level when they set one and the category has it, else the category's first.
 */
export function featuredCourses(courses: readonly Course[], level?: Level): Course[] {
  return categoryIds.flatMap((category) => {
    const inCategory = courses.filter((course) => course.category === category);
    const pick = (level && inCategory.find((course) => course.level === level)) ?? inCategory[0];
    return pick ? [pick] : [];
  });
}

const grid = 'md:grid-cols-3';

/** 'Featured Courses', with the spec's empty texts. */
export function FeaturedCoursesSection({
  query,
  level,
}: {
  query: UseQueryResult<Course[], Error>;
  level?: Level | undefined;
}) {
  const featured = query.data ? featuredCourses(query.data, level) : [];
  return (
    <section aria-labelledby="featured-courses-title" className="grid gap-6">
      <SectionHeading
        id="featured-courses-title"
        eyebrow="Courses"
        title="Featured Courses"
        lead={
          level
            ? `One course from each specialization, at ${level} where there is one.`
            : 'One course from each specialization.'
        }
      />
      {query.isPending ? (
        <CardGridSkeleton count={3} className={grid} media={false} label="Loading courses" />
      ) : query.isError ? (
        <ListError
          message={`Error loading courses: ${query.error.message}`}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : featured.length === 0 ? (
        <EmptyState
          icon={BookOpen}
          title="No Courses Available"
          message="Featured courses will appear here"
        />
      ) : (
        <ul className={`grid gap-6 ${grid}`}>
          {featured.map((course, index) => (
            <Entrance as="li" key={course._id} index={index}>
              <CourseCard course={course} />
            </Entrance>
          ))}
        </ul>
      )}
    </section>
  );
}
