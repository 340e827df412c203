import { categories, levels } from '@contract/constants';
import type { CategoryLevelFilter } from '@/features/academics/filters';
import { FilterSelect } from './filter-select';

const categoryOptions = categories.map((category) => ({
  value: category.id,
  label: category.name,
}));
const levelOptions = levels.map((level) => ({ value: level, label: level }));

/** The Category and Level selects every academics list filters by. */
export function CategoryLevelSelects({
  filter,
  onChange,
}: {
  filter: CategoryLevelFilter;
  /** Called with the parameter ('category' or 'level') and an option's value, or 'all'. */
  onChange: (name: 'category' | 'level') => (value: string) => void;
}) {
  return (
    <>
      <FilterSelect
        label="Category"
        name="category"
        allLabel="All categories"
        value={filter.category}
        options={categoryOptions}
        onChange={onChange('category')}
      />
      <FilterSelect
        label="Level"
        name="level"
        allLabel="All levels"
        value={filter.level}
        options={levelOptions}
        onChange={onChange('level')}
      />
    </>
  );
}
