import { FileQuestion } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { PastQuestionEntry } from '@contract/past-questions';
import type { Refreshable } from '@/lib/use-route-refresh';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formOnFirstUse } from '@/components/form-on-first-use';
import { ALL, resolveFilter } from '@/features/academics/filters';
import { useFilterParams } from '@/features/academics/use-filter-params';
import { categoryName, coursePath } from '@/features/academics/labels';
import { compareText } from '@/lib/compare-text';
import { useMyCategoryLevel } from '@/lib/my-category-level';
import { CategoryBadge } from '../category-style';
import { DownloadLink } from '../download-link';
import { EmptyState } from '../empty-state';
import { FiltersLoading } from '../filters-loading';
import { courseAndYear } from './course-and-year';
import type { PastQuestionChoices } from './past-question-filters';
import { ListError } from '@/components/list-error';
import { MyCategoryLevelForms } from '../my-category-level-forms';
import { PageHeading } from '../page-heading';

/** The courses and years the loaded papers cover: the course and year filters' choices. */
function pastQuestionChoices(entries: readonly PastQuestionEntry[]): PastQuestionChoices {
  const courses = new Map<string, string>();
  for (const entry of entries)
    courses.set(entry.course.id, `${entry.course.id}: ${entry.course.title}`);
  return {
    courses: [...courses]
      .sort(([a], [b]) => compareText(a, b))
      .map(([value, label]) => ({ value, label })),
    years: [...new Set(entries.map((entry) => entry.year))].sort((a, b) => b - a),
  };
}

/** Papers grouped by year, newest first (the server sends them in that order). */
function byYear(entries: readonly PastQuestionEntry[]) {
  const groups: { year: number; entries: PastQuestionEntry[] }[] = [];
  for (const entry of entries) {
    const last = groups.at(-1);
    if (last?.year === entry.year) last.entries.push(entry);
    else groups.push({ year: entry.year, entries: [entry] });
  }
  return groups;
}

/**
 * The filters load their code on first use (ADR 0017): most visitors read the papers the address
 * and their remembered category give them. Their choices are memoised, so the server's filters
 * stay as they are until then.
 */
const PastQuestionFiltersOnFirstUse = formOnFirstUse(
  () => import('./past-question-filters').then((module) => module.PastQuestionFilters),
  <FiltersLoading />,
);

/**
 * /academics/past-questions, the past-question bank: browse by category and level (the student's
 * own by default), course and year; each paper downloads its PDF.
 */
export function PastQuestionsBrowser({ papers }: { papers: Refreshable<PastQuestionEntry[]> }) {
  const [params, changeParams] = useFilterParams();
  const mine = useMyCategoryLevel();
  const filter = resolveFilter(params, mine);
  const { course, year } = courseAndYear(params);
  const all = papers.current.ok ? papers.current.data : null;
  // The category and level narrow the bank; the course and year choices come from what is left.
  const inFilter = useMemo(
    () =>
      (all ?? []).filter(
        (entry) =>
          (!filter.category || entry.course.category === filter.category) &&
          (!filter.level || entry.course.level === filter.level),
      ),
    [all, filter.category, filter.level],
  );
  const choices = useMemo(() => pastQuestionChoices(inFilter), [inFilter]);
  const shown = useMemo(
    () =>
      inFilter.filter(
        (entry) => (!course || entry.course.id === course) && (!year || entry.year === year),
      ),
    [inFilter, course, year],
  );
  const narrowed = Boolean(filter.category || filter.level || course || year);

  return (
    <>
      <PageHeading
        eyebrow="Academics"
        title="Past Questions"
        lead={
          <p>
            Examination and test papers from past years. Pick your category, level and course, then
            download and practise.
          </p>
        }
      />
      <div className="container-page grid gap-8 py-10 sm:py-14">
        <MyCategoryLevelForms suggestion={filter} />
        <search
          aria-label="Filter past questions"
          className="grid gap-4 rounded-card border border-border bg-card p-4 shadow-xs sm:grid-cols-2 sm:p-5 lg:grid-cols-4"
        >
          <PastQuestionFiltersOnFirstUse choices={choices} />
        </search>

        <section
          aria-label="Past question papers"
          aria-busy={papers.refreshing || undefined}
          className="grid gap-6"
        >
          {!papers.current.ok ? (
            <ListError
              message={`Error loading past questions: ${papers.current.error}`}
              onRetry={papers.refresh}
              retrying={papers.refreshing}
            />
          ) : (
            <>
              <p role="status" className="text-sm text-muted-foreground">
                {shown.length} {shown.length === 1 ? 'paper' : 'papers'}
              </p>
              {shown.length === 0 ? (
                <EmptyState
                  icon={FileQuestion}
                  title={narrowed ? 'No past questions match' : 'No Past Questions Available'}
                  message={
                    narrowed
                      ? 'Try another category, level, course or year.'
                      : 'Past questions will appear here'
                  }
                >
                  {narrowed && (
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      onClick={() =>
                        changeParams(() => new URLSearchParams({ category: ALL, level: ALL }))
                      }
                    >
                      Show every paper
                    </Button>
                  )}
                </EmptyState>
              ) : (
                byYear(shown).map((group) => (
                  <section
                    key={group.year}
                    aria-labelledby={`papers-${group.year}`}
                    className="grid gap-3"
                  >
                    <h2
                      id={`papers-${group.year}`}
                      className="text-xl font-extrabold text-foreground tabular-nums"
                    >
                      {group.year}
                    </h2>
                    <ul className="grid gap-3 lg:grid-cols-2">
                      {group.entries.map((entry) => (
                        <li
                          key={`${entry.course._id}-${entry.id}`}
                          className="flex flex-wrap items-center justify-between gap-3 rounded-card bg-card p-4 shadow-xs ring-1 ring-border"
                        >
                          <div className="grid min-w-0 gap-1">
                            <p className="flex flex-wrap items-center gap-2">
                              <Link
                                to={coursePath(entry.course.id)}
                                className="font-mono text-sm font-bold text-primary underline-offset-4 hover:underline"
                              >
                                {entry.course.id}
                              </Link>
                              <CategoryBadge id={entry.course.category}>
                                {categoryName(entry.course.category)}
                              </CategoryBadge>
                              <Badge variant="muted">{entry.course.level}</Badge>
                            </p>
                            <h3 className="font-semibold text-foreground">{entry.title}</h3>
                            <p className="text-xs text-muted-foreground">
                              {entry.course.title} · {entry.type}
                            </p>
                          </div>
                          <DownloadLink
                            url={entry.url}
                            fileName={`${entry.course.id} ${entry.year} ${entry.title}`}
                            variant="outline"
                          >
                            Download PDF
                            <span className="sr-only">
                              : {entry.course.id} {entry.title} ({entry.year})
                            </span>
                          </DownloadLink>
                        </li>
                      ))}
                    </ul>
                  </section>
                ))
              )}
            </>
          )}
        </section>
      </div>
    </>
  );
}
