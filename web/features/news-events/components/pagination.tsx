import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

type PaginationProps = {
  page: number;
  pageCount: number;
  /** The link to another page (keeps the rest of the query). */
  hrefFor: (page: number) => string;
};

const linkClass =
  'inline-flex h-10 items-center gap-1.5 rounded-full px-4 text-sm font-semibold ring-1 ring-border bg-card text-foreground transition-colors hover:bg-primary-50 hover:text-primary-800';

/** Previous and next links and where you are, for a list in pages. */
export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={linkClass} rel="prev" aria-label="Previous page">
          <ChevronLeft className="size-4" aria-hidden="true" />
          Previous
        </Link>
      ) : (
        <span aria-hidden="true" className={cn(linkClass, 'invisible')} />
      )}
      <p className="text-sm text-muted-foreground tabular-nums" aria-current="page">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={linkClass} rel="next" aria-label="Next page">
          Next
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : (
        <span aria-hidden="true" className={cn(linkClass, 'invisible')} />
      )}
    </nav>
  );
}
