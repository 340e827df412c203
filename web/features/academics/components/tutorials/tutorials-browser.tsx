import { GraduationCap } from 'lucide-react';
import { useMemo } from 'react';
import { tutorialTypes } from '@contract/constants';
import type { Tutorial } from '@contract/tutorials';
import type { Refreshable } from '@/lib/use-route-refresh';
import { Button } from '@/components/ui/button';
import { formOnFirstUse } from '@/components/form-on-first-use';
import { ALL, matchesSearch, resolveFilter } from '@/features/academics/filters';
import { useFilterParams } from '@/features/academics/use-filter-params';
import { useMyCategoryLevel } from '@/lib/my-category-level';
import { EmptyState } from '../empty-state';
import { Reveal, staggered } from '@/components/ui/reveal';
import { FiltersLoading } from '../filters-loading';
import { ListError } from '@/components/list-error';
import { MyCategoryLevelForms } from '../my-category-level-forms';
import { PageHeading } from '../page-heading';
import { QnaCallout } from '../qna-callout';
import { TutorialCard } from '../tutorial-card';

const grid = 'sm:grid-cols-2 lg:grid-cols-3';

/**
 * The search and filters load their code on first use (ADR 0017): most visitors read the list the
 * address and their remembered category give them, and the controls' code (labels, selects, the
 * search box) was a fifth of the page's own script.
 */
const TutorialFiltersOnFirstUse = formOnFirstUse(
  () => import('./tutorial-filters').then((module) => module.TutorialFilters),
  <FiltersLoading />,
);

/**
 * /academics/tutorials: every tutorial, narrowed by category and level (the student's own by
 * default), by type and by a search over title, description, lecturer and keywords. The filters
 * live in the URL, so a link keeps them, and the server shows the same list the page does.
 */
export function TutorialsBrowser({ tutorials }: { tutorials: Refreshable<Tutorial[]> }) {
  const [params, changeParams] = useFilterParams();
  const mine = useMyCategoryLevel();
  const filter = resolveFilter(params, mine);
  const query = params.get('q') ?? '';
  const typeParam = params.get('type');
  const type = tutorialTypes.find((value) => value === typeParam);
  const all = tutorials.current.ok ? tutorials.current.data : null;

  const shown = useMemo(
    () =>
      (all ?? []).filter(
        (tutorial) =>
          (!filter.category || tutorial.category === filter.category) &&
          (!filter.level || tutorial.level === filter.level) &&
          (!type || tutorial.type === type) &&
          matchesSearch(query, [
            tutorial.title,
            tutorial.description,
            tutorial.lecturer,
            ...tutorial.keywords,
          ]),
      ),
    [all, filter.category, filter.level, type, query],
  );

  const narrowed = Boolean(filter.category || filter.level || type || query);

  return (
    <>
      <PageHeading
        eyebrow="Academics"
        title="Tutorials & Workshops"
        lead={
          <p>Video lessons and lecture notes from our lecturers, for every category and level.</p>
        }
      />
      <div className="container-page grid gap-8 py-10 sm:py-14">
        <MyCategoryLevelForms suggestion={filter} />
        <search
          aria-label="Filter tutorials"
          className="grid gap-4 rounded-card border border-border bg-card p-4 shadow-xs sm:grid-cols-2 sm:p-5 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]"
        >
          <TutorialFiltersOnFirstUse />
        </search>

        <section
          aria-labelledby="tutorials-list-title"
          aria-busy={tutorials.refreshing || undefined}
          className="grid gap-5"
        >
          <h2 id="tutorials-list-title" className="sr-only">
            Tutorials
          </h2>
          {!tutorials.current.ok ? (
            <ListError
              message={`Error loading tutorials: ${tutorials.current.error}`}
              onRetry={tutorials.refresh}
              retrying={tutorials.refreshing}
            />
          ) : (
            <>
              <p role="status" className="text-sm text-muted-foreground">
                {shown.length} {shown.length === 1 ? 'tutorial' : 'tutorials'}
              </p>
              {shown.length === 0 ? (
                <EmptyState
                  icon={GraduationCap}
                  title={narrowed ? 'No tutorials match' : 'No Tutorials Available'}
                  message={
                    narrowed
                      ? 'Try another search, category or level.'
                      : 'Tutorials will appear here'
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
                      Show every tutorial
                    </Button>
                  )}
                </EmptyState>
              ) : (
                <ul className={`grid gap-6 ${grid}`}>
                  {shown.map((tutorial, index) => (
                    <Reveal as="li" key={tutorial._id} delay={staggered(index)}>
                      <TutorialCard tutorial={tutorial} variant="full" />
                    </Reveal>
                  ))}
                </ul>
              )}
            </>
          )}
        </section>
        <QnaCallout />
      </div>
    </>
  );
}
