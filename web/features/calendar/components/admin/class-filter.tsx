import {
  levels,
  timetableCategories,
  timetableCategoryNames,
  type Level,
  type TimetableCategory,
} from '@contract/constants';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';

export type ClassFilterValue = { category: TimetableCategory | 'any'; level: Level | 'any' };
export const noClassFilter: ClassFilterValue = { category: 'any', level: 'any' };

type ClassFilterProps = { value: ClassFilterValue; onChange: (value: ClassFilterValue) => void };

/**
 * Narrows the admin's class list to one category (with the classes every category attends, as
 * the public timetable shows them) or one level; the server filters, so every page follows.
 */
export function ClassFilter({ value, onChange }: ClassFilterProps) {
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Filter the classes">
      <Select
        value={value.category}
        onValueChange={(category) =>
          onChange({ ...value, category: category as ClassFilterValue['category'] })
        }
      >
        <SelectTrigger size="sm" className="w-auto min-w-40" aria-label="Show category">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="any">Every category</SelectItem>
          {timetableCategories.map((category) => (
            <SelectItem key={category} value={category}>
              {timetableCategoryNames[category]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select
        value={value.level}
        onValueChange={(level) => onChange({ ...value, level: level as ClassFilterValue['level'] })}
      >
        <SelectTrigger size="sm" className="w-auto min-w-32" aria-label="Show level">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="any">Every level</SelectItem>
          {levels.map((level) => (
            <SelectItem key={level} value={level}>
              {level}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
