import { useRef } from 'react';
import { resourceTypes } from '@contract/constants';
import { NeedsJavaScript } from '@/components/needs-javascript';
import { SearchField } from '@/components/ui/search-field';
import { ALL, resolveFilter, withParam } from '@/features/academics/filters';
import { isResourceType, resourceTypeLabels } from '@/features/academics/labels';
import { useFilterParams } from '@/features/academics/use-filter-params';
import { useKeepEarlyFilters } from '@/features/academics/use-keep-early-filters';
import { useMyCategoryLevel } from '@/lib/my-category-level';
import { CategoryLevelSelects } from '../category-level-selects';
import { FilterSelect } from '../filter-select';

/**
 * The learning resources' search and filters, kept in the address (the list reads them from
 * there). Their code loads on first use (ResourcesBrowser).
 */
export function ResourceFilters() {
  const [params, changeParams] = useFilterParams();
  const filter = resolveFilter(params, useMyCategoryLevel());
  const query = params.get('q') ?? '';
  const typeParam = params.get('type');
  const type = isResourceType(typeParam) ? typeParam : undefined;
  const set = (name: string) => (value: string) =>
    changeParams((current) => withParam(current, name, value));
  const setType = (value: string) => set('type')(value === ALL ? '' : value);
  const formRef = useRef<HTMLFormElement>(null);
  useKeepEarlyFilters(formRef, [
    { name: 'q', value: query, onChange: set('q') },
    { name: 'type', value: type ?? ALL, onChange: setType },
    { name: 'category', value: filter.category ?? ALL, onChange: set('category') },
    { name: 'level', value: filter.level ?? ALL, onChange: set('level') },
  ]);

  return (
    // The filters apply as they change; Enter in the search box has nothing more to send.
    <form ref={formRef} className="contents" onSubmit={(event) => event.preventDefault()}>
      <SearchField
        label="Search resources"
        name="q"
        placeholder="Title, description or keyword"
        value={query}
        onChange={set('q')}
        className="sm:col-span-3 lg:col-span-1"
      />
      <FilterSelect
        label="Type"
        name="type"
        allLabel="All types"
        value={type}
        options={resourceTypes.map((value) => ({ value, label: resourceTypeLabels[value] }))}
        onChange={setType}
      />
      <CategoryLevelSelects filter={filter} onChange={set} />
      <NeedsJavaScript>Searching and filtering need JavaScript.</NeedsJavaScript>
    </form>
  );
}
