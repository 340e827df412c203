import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { newsCategoryLabels, newsFilters, type NewsFilter } from './labels';

type CategoryFilterProps = {
  value: NewsFilter;
  className?: string;
} & (
  | { onChange: (filter: NewsFilter) => void; hrefFor?: never }
  /** Each category is a link (the filter lives in the address, and works without scripts). */
  | { hrefFor: (filter: NewsFilter) => string; onChange?: never }
);

const pillClass = (active: boolean) =>
  cn(
    'inline-flex h-10 shrink-0 cursor-pointer items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors duration-150',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    active
      ? 'bg-primary text-primary-foreground shadow-sm'
      : 'bg-card text-foreground ring-1 ring-border hover:bg-primary-50 hover:text-primary-800',
  );

/**
 * The news filter: all, academic, research, student-life, faculty, general, as toggle buttons, or
 * as links when the filter lives in the address.
 */
export function CategoryFilter({ value, onChange, hrefFor, className }: CategoryFilterProps) {
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
        const label = filter === 'all' ? 'All' : newsCategoryLabels[filter];
        return hrefFor ? (
          <Link
            key={filter}
            to={hrefFor(filter)}
            aria-current={active ? 'page' : undefined}
            preventScrollReset
            className={pillClass(active)}
          >
            {label}
          </Link>
        ) : (
          <button
            key={filter}
            type="button"
            aria-pressed={active}
            onClick={() => onChange?.(filter)}
            className={pillClass(active)}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
