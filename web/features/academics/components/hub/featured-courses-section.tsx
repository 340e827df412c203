import { BookOpen } from 'lucide-react';
import { categoryIds } from '@contract/constants';
import type { Course } from '@contract/courses';
import type { Settled } from '@/lib/settled';
import type { Level } from '@contract/constants';
import { CourseCard } from '../course-card';
import { EmptyState } from '../empty-state';
import { Reveal, staggered } from '@/components/ui/reveal';
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
  list,
  level,
}: {
  list: Settled<Course[]>;
  level?: Level | undefined;
}) {
  const featured = list.ok ? featuredCourses(list.data, level) : [];
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
      {!list.ok ? (
        <ListError message={`Error loading courses: ${list.error}`} />
      ) : featured.length === 0 ? (
        <EmptyState
          icon={BookOpen}
          title="No Courses Available"
          message="Featured courses will appear here"
        />
      ) : (
        <ul className={`grid gap-6 ${grid}`}>
          {featured.map((course, index) => (
            <Reveal as="li" key={course._id} delay={staggered(index)}>
              <CourseCard course={course} />
            </Reveal>
          ))}
        </ul>
      )}
    </section>
  );
}
