import { useRef } from 'react';
import { tutorialTypes } from '@contract/constants';
import { NeedsJavaScript } from '@/components/needs-javascript';
import { SearchField } from '@/components/ui/search-field';
import { ALL, resolveFilter, withParam } from '@/features/academics/filters';
import { useFilterParams } from '@/features/academics/use-filter-params';
import { useKeepEarlyFilters } from '@/features/academics/use-keep-early-filters';
import { useMyCategoryLevel } from '@/lib/my-category-level';
import { CategoryLevelSelects } from '../category-level-selects';
import { FilterSelect } from '../filter-select';

const typeLabels = { video: 'Videos', notes: 'Lecture notes' } as const;

/**
 * The tutorials' search and filters, kept in the address (the list reads them from there). Their
 * code loads on first use (TutorialsBrowser).
 */
export function TutorialFilters() {
  const [params, changeParams] = useFilterParams();
  const filter = resolveFilter(params, useMyCategoryLevel());
  const query = params.get('q') ?? '';
  const type = tutorialTypes.find((value) => value === params.get('type'));
  const set = (name: string) => (value: string) =>
    changeParams((current) => withParam(current, name, value));
  const setType = (value: string) => set('type')(value === ALL ? '' : value);
  const formRef = useRef<HTMLFormElement>(null);
  useKeepEarlyFilters(formRef, [
    { name: 'q', value: query, onChange: set('q') },
    { name: 'category', value: filter.category ?? ALL, onChange: set('category') },
    { name: 'level', value: filter.level ?? ALL, onChange: set('level') },
    { name: 'type', value: type ?? ALL, onChange: setType },
  ]);

  return (
    // The filters apply as they change; Enter in the search box has nothing more to send.
    <form ref={formRef} className="contents" onSubmit={(event) => event.preventDefault()}>
      <SearchField
        label="Search tutorials"
        name="q"
        placeholder="Title, topic, lecturer or course code"
        value={query}
        onChange={set('q')}
        className="sm:col-span-2 lg:col-span-1"
      />
      <CategoryLevelSelects filter={filter} onChange={set} />
      <FilterSelect
        label="Type"
        name="type"
        allLabel="Videos and notes"
        value={type}
        options={tutorialTypes.map((value) => ({ value, label: typeLabels[value] }))}
        onChange={setType}
      />
      <NeedsJavaScript>Searching and filtering need JavaScript.</NeedsJavaScript>
    </form>
  );
}
