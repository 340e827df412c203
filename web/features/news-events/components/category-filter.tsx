import { cn } from '@/lib/cn';
import { newsCategoryLabels, newsFilters, type NewsFilter } from './labels';

type CategoryFilterProps = {
  value: NewsFilter;
  onChange: (filter: NewsFilter) => void;
  className?: string;
};

/** The news filter: all, academic, research, student-life, faculty, general, as toggle buttons. */
export function CategoryFilter({ value, onChange, className }: CategoryFilterProps) {
  return (
    <div
      role="group"
      aria-label="Filter news by category"
      className={cn(
        '-mx-1 flex max-w-full min-w-0 gap-2 overflow-x-auto px-1 py-1 sm:flex-wrap',
        className,
      )}
    >
      {newsFilters.map((filter) => {
        const active = filter === value;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(filter)}
            className={cn(
              'inline-flex h-10 shrink-0 cursor-pointer items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors duration-150',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              active
                ? 'bg-primary text-primary-foreground shadow-sm'
                : 'bg-card text-foreground ring-1 ring-border hover:bg-primary-50 hover:text-primary-800',
            )}
          >
            {filter === 'all' ? 'All' : newsCategoryLabels[filter]}
          </button>
        );
      })}
    </div>
  );
}
