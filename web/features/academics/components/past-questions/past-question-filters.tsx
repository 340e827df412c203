import { useRef } from 'react';
import { NeedsJavaScript } from '@/components/needs-javascript';
import { ALL, resolveFilter, withParam } from '@/features/academics/filters';
import { useFilterParams } from '@/features/academics/use-filter-params';
import { useKeepEarlyFilters } from '@/features/academics/use-keep-early-filters';
import { useMyCategoryLevel } from '@/lib/my-category-level';
import { CategoryLevelSelects } from '../category-level-selects';
import { FilterSelect } from '../filter-select';
import { courseAndYear } from './course-and-year';

/** The courses and years the papers in the category and level cover: the filters' choices. */
export type PastQuestionChoices = {
  courses: { value: string; label: string }[];
  years: number[];
};

/**
 * The past-question bank's filters, kept in the address (the list reads them from there). A new
 * category or level starts the course again. Their code loads on first use (PastQuestionsBrowser).
 */
export function PastQuestionFilters({ choices }: { choices: PastQuestionChoices }) {
  const [params, changeParams] = useFilterParams();
  const filter = resolveFilter(params, useMyCategoryLevel());
  const { course, year } = courseAndYear(params);
  const narrowTo = (name: string) => (value: string) =>
    changeParams((current) => withParam(withParam(current, name, value), 'course', ''));
  const set = (name: string) => (value: string) =>
    changeParams((current) => withParam(current, name, value === ALL ? '' : value));
  const formRef = useRef<HTMLFormElement>(null);
  useKeepEarlyFilters(formRef, [
    { name: 'category', value: filter.category ?? ALL, onChange: narrowTo('category') },
    { name: 'level', value: filter.level ?? ALL, onChange: narrowTo('level') },
    { name: 'course', value: course ?? ALL, onChange: set('course') },
    { name: 'year', value: year ? String(year) : ALL, onChange: set('year') },
  ]);

  return (
    // The filters apply as they change: there is nothing to send.
    <form ref={formRef} className="contents" onSubmit={(event) => event.preventDefault()}>
      <CategoryLevelSelects filter={filter} onChange={narrowTo} />
      <FilterSelect
        label="Course"
        name="course"
        allLabel="All courses"
        value={course}
        options={
          course && !choices.courses.some((option) => option.value === course)
            ? [...choices.courses, { value: course, label: course }]
            : choices.courses
        }
        onChange={set('course')}
      />
      <FilterSelect
        label="Year"
        name="year"
        allLabel="All years"
        value={year ? String(year) : undefined}
        options={(year && !choices.years.includes(year)
          ? [...choices.years, year]
          : choices.years
        ).map((value) => ({ value: String(value), label: String(value) }))}
        onChange={set('year')}
      />
      <NeedsJavaScript>Searching and filtering need JavaScript.</NeedsJavaScript>
    </form>
  );
}
