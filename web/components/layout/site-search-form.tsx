import { Search } from 'lucide-react';
import { maxSiteSearchLength } from '@contract/constants';
import { cn } from '@/lib/cn';

type SiteSearchFormProps = {
  /** The input's id: each copy of the form on a page has its own. */
  id: string;
  /** What the form is called (the label is there for screen readers only, unless `showLabel`). */
  label?: string;
  showLabel?: boolean;
  defaultValue?: string;
  /** The page's own form is larger than the header's. */
  size?: 'compact' | 'large';
  className?: string;
};

/**
 * The site search: a plain GET form to /search, so it works before and without any script and
 * adds none (the header of Home among others). The browser sends `q`; the server renders the
 * results.
 */
export function SiteSearchForm({
  id,
  label = 'Search the site',
  showLabel = false,
  defaultValue,
  size = 'compact',
  className,
}: SiteSearchFormProps) {
  const large = size === 'large';
  return (
    <form method="get" action="/search" role="search" aria-label={label} className={className}>
      <label
        htmlFor={id}
        className={showLabel ? 'mb-2 block text-sm font-semibold text-white' : 'sr-only'}
      >
        {label}
      </label>
      <div className="relative flex items-center">
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={defaultValue}
          maxLength={maxSiteSearchLength}
          placeholder={large ? 'A course code, a topic, a lecturer…' : 'Search…'}
          autoComplete="off"
          enterKeyHint="search"
          className={cn(
            'w-full min-w-0 rounded-full border border-input bg-card pr-12 pl-4 text-foreground shadow-xs outline-none',
            'placeholder:text-muted-foreground',
            'transition-[border-color,box-shadow] duration-150 focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25',
            '[&::-webkit-search-cancel-button]:hidden',
            large ? 'h-13 text-base' : 'h-10 text-base lg:text-sm',
          )}
        />
        <button
          type="submit"
          className={cn(
            'absolute right-1 inline-flex cursor-pointer items-center justify-center rounded-full bg-primary text-primary-foreground transition-colors hover:bg-primary/90 focus-visible:ring-3 focus-visible:ring-ring/40 focus-visible:outline-none',
            large ? 'size-11' : 'size-8',
          )}
        >
          <Search className={large ? 'size-5' : 'size-4'} aria-hidden="true" />
          <span className="sr-only">Search</span>
        </button>
      </div>
    </form>
  );
}
