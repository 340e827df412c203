import { FileQuestion } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { categories, levels } from '@contract/constants';
import type { PastQuestionEntry } from '@contract/past-questions';
import type { Refreshable } from '@/lib/use-route-refresh';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ALL, resolveFilter, withParam } from '@/features/academics/filters';
import { useFilterParams } from '@/features/academics/use-filter-params';
import { categoryName, coursePath } from '@/features/academics/labels';
import { useMyCategoryLevel } from '@/lib/my-category-level';
import { CategoryBadge } from '../category-style';
import { DownloadLink } from '../download-link';
import { EmptyState } from '../empty-state';
import { FilterSelect } from '../filter-select';
import { ListError } from '@/components/list-error';
import { NeedsJavaScript } from '@/components/needs-javascript';
import { MyCategoryLevelForms } from '../my-category-level-forms';
import { PageHeading } from '../page-heading';

/** The courses and years the loaded papers cover: the course and year filters' choices. */
function pastQuestionChoices(entries: readonly PastQuestionEntry[]) {
  const courses = new Map<string, string>();
  for (const entry of entries)
    courses.set(entry.course.id, `${entry.course.id}: ${entry.course.title}`);
  return {
    courses: [...courses]
      .sort(([a], [b]) => a.localeCompare(b))
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
 * /academics/past-questions, the past-question bank: browse by category and level (the student's
 * own by default), course and year; each paper downloads its PDF.
 */
export function PastQuestionsBrowser({ papers }: { papers: Refreshable<PastQuestionEntry[]> }) {
  const [params, changeParams] = useFilterParams();
  const mine = useMyCategoryLevel();
  const filter = resolveFilter(params, mine);
  const course = params.get('course') ?? undefined;
  const yearParam = Number(params.get('year'));
  const year = Number.isInteger(yearParam) && yearParam > 0 ? yearParam : undefined;
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
  const set = (name: string, value: string) =>
    changeParams((current) => withParam(current, name, value));
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
          <FilterSelect
            label="Category"
            allLabel="All categories"
            value={filter.category}
            options={categories.map((item) => ({ value: item.id, label: item.name }))}
            onChange={(value) =>
              changeParams((current) =>
                withParam(withParam(current, 'category', value), 'course', ''),
              )
            }
          />
          <FilterSelect
            label="Level"
            allLabel="All levels"
            value={filter.level}
            options={levels.map((level) => ({ value: level, label: level }))}
            onChange={(value) =>
              changeParams((current) => withParam(withParam(current, 'level', value), 'course', ''))
            }
          />
          <FilterSelect
            label="Course"
            allLabel="All courses"
            value={course}
            options={
              course && !choices.courses.some((option) => option.value === course)
                ? [...choices.courses, { value: course, label: course }]
                : choices.courses
            }
            onChange={(value) => set('course', value === ALL ? '' : value)}
          />
          <FilterSelect
            label="Year"
            allLabel="All years"
            value={year ? String(year) : undefined}
            options={(year && !choices.years.includes(year)
              ? [...choices.years, year]
              : choices.years
            ).map((value) => ({
              value: String(value),
              label: String(value),
            }))}
            onChange={(value) => set('year', value === ALL ? '' : value)}
          />
          <NeedsJavaScript>Searching and filtering need JavaScript.</NeedsJavaScript>
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
