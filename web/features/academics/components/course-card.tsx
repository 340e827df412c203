import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Course } from '@contract/courses';
import { categoryName, coursePath } from '@/features/academics/labels';
import { cn } from '@/lib/cn';
import { CategoryBadge, categoryTint } from './category-style';

function Credits({ credits }: { credits: number }) {
  return (
    <span className="text-xs font-semibold text-muted-foreground tabular-nums">
      {credits} {credits === 1 ? 'credit' : 'credits'}
    </span>
  );
}

/** A course as a card: category badge, credits, code, title, description; links to its page. */
export function CourseCard({
  course,
  showCategory = true,
}: {
  course: Course;
  showCategory?: boolean;
}) {
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col gap-3 rounded-card bg-card p-5 shadow-card ring-1 ring-border transition-shadow duration-200 hover:shadow-card-hover',
        categoryTint(course.category).ring,
      )}
    >
      {showCategory && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CategoryBadge id={course.category}>{categoryName(course.category)}</CategoryBadge>
          <Credits credits={course.credits} />
        </div>
      )}
      <div className="flex items-center justify-between gap-2">
        <p className="font-mono text-sm font-bold tracking-wide text-primary">{course.id}</p>
        {!showCategory && <Credits credits={course.credits} />}
      </div>
      <h3 className="-mt-2 text-lg leading-6 font-bold text-foreground">
        {/* The whole card is the link; the heading names it. */}
        <Link
          to={coursePath(course.id)}
          className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none after:focus-visible:outline-2 after:focus-visible:outline-offset-2 after:focus-visible:outline-ring"
        >
          <span className="sr-only">{course.id}: </span>
          {course.title}
        </Link>
      </h3>
      <p className="line-clamp-3 text-sm text-muted-foreground">{course.description}</p>
      <span
        aria-hidden="true"
        className="mt-auto inline-flex items-center gap-1.5 pt-1 text-sm font-semibold text-primary"
      >
        View course
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
      </span>
    </article>
  );
}
