import { Library } from 'lucide-react';
import { useMemo } from 'react';
import type { ResourceType } from '@contract/constants';
import type { LearningResource } from '@contract/resources';
import type { Refreshable } from '@/lib/use-route-refresh';
import { Button } from '@/components/ui/button';
import { formOnFirstUse } from '@/components/form-on-first-use';
import {
  ALL,
  matchesSearch,
  resolveFilter,
  type CategoryLevelFilter,
} from '@/features/academics/filters';
import { useFilterParams } from '@/features/academics/use-filter-params';
import { isResourceType } from '@/features/academics/labels';
import { useMyCategoryLevel } from '@/lib/my-category-level';
import { EmptyState } from '../empty-state';
import { Reveal, staggered } from '@/components/ui/reveal';
import { FiltersLoading } from '../filters-loading';
import { ListError } from '@/components/list-error';
import { MyCategoryLevelForms } from '../my-category-level-forms';
import { PageHeading } from '../page-heading';
import { ResourceCard } from '../resource-card';

/**
 * The resources a visitor sees: the search over title, description and keywords, then type,
 * category and level. A resource without a level serves every level.
 */
export function filterResources(
  resources: readonly LearningResource[],
  {
    query,
    type,
    category,
    level,
  }: CategoryLevelFilter & { query: string; type?: ResourceType | undefined },
): LearningResource[] {
  return resources.filter(
    (resource) =>
      (!type || resource.type === type) &&
      (!category || resource.category === category) &&
      (!level || !resource.level || resource.level === level) &&
      matchesSearch(query, [resource.title, resource.description, ...resource.keywords]),
  );
}

const grid = 'sm:grid-cols-2 lg:grid-cols-3';

/**
 * The search and filters load their code on first use (ADR 0017): most visitors read the list the
 * address and their remembered category give them, and the controls' code (labels, selects, the
 * search box) was a fifth of the page's own script.
 */
const ResourceFiltersOnFirstUse = formOnFirstUse(
  () => import('./resource-filters').then((module) => module.ResourceFilters),
  <FiltersLoading />,
);

/** /academics/learning-resources: search, filter by type, category and level; open or download. */
export function ResourcesBrowser({ resources }: { resources: Refreshable<LearningResource[]> }) {
  const [params, changeParams] = useFilterParams();
  const mine = useMyCategoryLevel();
  const filter = resolveFilter(params, mine);
  const query = params.get('q') ?? '';
  const typeParam = params.get('type');
  const type = isResourceType(typeParam) ? typeParam : undefined;
  const all = resources.current.ok ? resources.current.data : null;
  const shown = useMemo(
    () => filterResources(all ?? [], { ...filter, query, type }),
    // The filter's parts, not the object remade on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [all, filter.category, filter.level, query, type],
  );
  const narrowed = Boolean(filter.category || filter.level || type || query);

  return (
    <>
      <PageHeading
        eyebrow="Academics"
        title="Learning Resources"
        lead={
          <p>Textbooks, simulations, videos, notes and reference sites, chosen for our courses.</p>
        }
      />
      <div className="container-page grid gap-8 py-10 sm:py-14">
        <MyCategoryLevelForms suggestion={filter} />
        <search
          aria-label="Filter learning resources"
          className="grid gap-4 rounded-card border border-border bg-card p-4 shadow-xs sm:grid-cols-3 sm:p-5 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]"
        >
          <ResourceFiltersOnFirstUse />
        </search>

        <section aria-labelledby="resources-list-title" className="grid gap-5">
          <h2 id="resources-list-title" className="sr-only">
            Resources
          </h2>
          {!resources.current.ok ? (
            <ListError
              message={`Error loading learning resources: ${resources.current.error}`}
              onRetry={resources.refresh}
              retrying={resources.refreshing}
            />
          ) : (
            <>
              <p role="status" className="text-sm text-muted-foreground">
                {shown.length} {shown.length === 1 ? 'resource' : 'resources'}
              </p>
              {shown.length === 0 ? (
                <EmptyState
                  icon={Library}
                  title={narrowed ? 'No resources match' : 'No Resources Available'}
                  message={
                    narrowed
                      ? 'Try another search, type, category or level.'
                      : 'Learning resources will appear here'
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
                      Show every resource
                    </Button>
                  )}
                </EmptyState>
              ) : (
                <ul className={`grid gap-6 ${grid}`}>
                  {shown.map((resource, index) => (
                    <Reveal as="li" key={resource._id} delay={staggered(index)}>
                      <ResourceCard resource={resource} />
                    </Reveal>
                  ))}
                </ul>
              )}
            </>
          )}
        </section>
      </div>
    </>
  );
}
