import { ArrowRight, BookOpen, GraduationCap, Library } from 'lucide-react';
import { Link } from 'react-router';
import { levels, type CategoryId } from '@contract/constants';
import type { Course } from '@contract/courses';
import type { LearningResource } from '@contract/resources';
import type { Tutorial } from '@contract/tutorials';
import type { Settled } from '@/lib/settled';
import { Button } from '@/components/ui/button';
import { categoryById } from '@/features/academics/labels';
import { BackLink } from '../back-link';
import { CategoryIcon } from '../category-icon';
import { CourseCard } from '../course-card';
import { EmptyState } from '../empty-state';
import { Reveal, staggered } from '@/components/ui/reveal';
import { ListError } from '@/components/list-error';
import { MyCategoryLevelForms } from '../my-category-level-forms';
import { PageHeading } from '../page-heading';
import { ResourceCard } from '../resource-card';
import { SectionHeading } from '../section-heading';
import { TutorialCard } from '../tutorial-card';

/** Tutorials and resources shown here before 'See all'. */
const PREVIEW_COUNT = 6;

/** Courses by level, in level order (every level present, perhaps empty). */
function coursesByLevel(courses: readonly Course[]) {
  return levels.map((level) => ({ level, courses: courses.filter((c) => c.level === level) }));
}

/**
 * /academics/category/{categoryId}: the category's description, its courses grouped by level, its
 * newest tutorials and its learning resources.
 */
export function CategoryPage({
  categoryId,
  courses,
  tutorials,
  resources,
}: {
  categoryId: CategoryId;
  /** The category's own courses, tutorials and resources. */
  courses: Settled<Course[]>;
  tutorials: Settled<Tutorial[]>;
  resources: Settled<LearningResource[]>;
}) {
  const category = categoryById(categoryId);
  const ownResources = resources.ok ? resources.data : [];
  const all = `category=${categoryId}&level=all`;
  if (!category) return null;

  return (
    <>
      <PageHeading
        eyebrow="Physics Specialization"
        title={category.name}
        lead={<p>{category.description}</p>}
      >
        <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
          <BackLink to="/academics">Academics Hub</BackLink>
          <nav aria-label="Levels" className="flex flex-wrap gap-2">
            {levels.map((level) => (
              <a
                key={level}
                href={`#level-${level}`}
                className="rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-white ring-1 ring-white/20 hover:bg-white/20"
              >
                {level}
              </a>
            ))}
          </nav>
        </div>
      </PageHeading>
      <div className="container-page grid gap-14 py-10 sm:gap-16 sm:py-14">
        <MyCategoryLevelForms suggestion={{ category: categoryId }} />

        <section aria-labelledby="courses-title" className="grid gap-6">
          <div className="flex items-center gap-4">
            <CategoryIcon id={categoryId} />
            <SectionHeading
              id="courses-title"
              eyebrow="Courses"
              title={`${category.name} courses by level`}
            />
          </div>
          {!courses.ok ? (
            <ListError message={`Error loading courses: ${courses.error}`} />
          ) : courses.data.length === 0 ? (
            <EmptyState
              icon={BookOpen}
              title="No Courses Available"
              message="Courses will appear here"
            />
          ) : (
            <div className="grid gap-10">
              {coursesByLevel(courses.data).map(({ level, courses: ofLevel }) => (
                <section
                  key={level}
                  id={`level-${level}`}
                  aria-labelledby={`level-${level}-title`}
                  className="grid scroll-mt-24 gap-4"
                >
                  <h3
                    id={`level-${level}-title`}
                    className="flex items-center gap-3 text-lg font-bold text-foreground"
                  >
                    <span className="rounded-full bg-primary px-3 py-0.5 text-sm text-primary-foreground tabular-nums">
                      {level}
                    </span>
                    <span className="text-muted-foreground">
                      {ofLevel.length} {ofLevel.length === 1 ? 'course' : 'courses'}
                    </span>
                  </h3>
                  {ofLevel.length === 0 ? (
                    <p className="rounded-card border border-dashed border-input bg-card px-5 py-6 text-sm text-muted-foreground">
                      No {level} courses yet.
                    </p>
                  ) : (
                    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                      {ofLevel.map((course, index) => (
                        <Reveal as="li" key={course._id} delay={staggered(index)}>
                          <CourseCard course={course} showCategory={false} />
                        </Reveal>
                      ))}
                    </ul>
                  )}
                </section>
              ))}
            </div>
          )}
        </section>

        <section aria-labelledby="category-tutorials-title" className="grid gap-6">
          <SectionHeading
            id="category-tutorials-title"
            eyebrow="Learn"
            title="Tutorials"
            action={{ to: `/academics/tutorials?${all}`, label: `All ${category.name} tutorials` }}
          />
          {!tutorials.ok ? (
            <ListError message={`Error loading tutorials: ${tutorials.error}`} />
          ) : tutorials.data.length === 0 ? (
            <EmptyState
              icon={GraduationCap}
              title="No Tutorials Available"
              message="Tutorials will appear here"
            />
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {tutorials.data.slice(0, PREVIEW_COUNT).map((tutorial, index) => (
                <Reveal as="li" key={tutorial._id} delay={staggered(index)}>
                  <TutorialCard tutorial={tutorial} variant="full" />
                </Reveal>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="category-resources-title" className="grid gap-6">
          <SectionHeading
            id="category-resources-title"
            eyebrow="Read and explore"
            title="Learning Resources"
            action={{
              to: `/academics/learning-resources?${all}`,
              label: `All ${category.name} resources`,
            }}
          />
          {!resources.ok ? (
            <ListError message={`Error loading learning resources: ${resources.error}`} />
          ) : ownResources.length === 0 ? (
            <EmptyState
              icon={Library}
              title="No Resources Available"
              message="Learning resources will appear here"
            />
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {ownResources.slice(0, PREVIEW_COUNT).map((resource, index) => (
                <Reveal as="li" key={resource._id} delay={staggered(index)}>
                  <ResourceCard resource={resource} />
                </Reveal>
              ))}
            </ul>
          )}
        </section>

        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild variant="secondary">
            <Link to={`/academics/past-questions?${all}`}>
              {category.name} past questions
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </>
  );
}
