import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { pageCount } from './use-list-page';

type ListPagerProps = {
  /** 'News pages': the navigation's name. */
  label: string;
  page: number;
  pageSize: number;
  /** Every row the search matches, on all pages. */
  total: number;
  onPage: (page: number) => void;
};

/** Previous, 'Page 2 of 5' and Next under an admin list; nothing when it all fits on one page. */
export function ListPager({ label, page, pageSize, total, onPage }: ListPagerProps) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Page {page} of {pages}
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
