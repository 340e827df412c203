import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

type LoadMoreProps = {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  /** The last attempt to load more failed. */
  failed: boolean;
  onLoadMore: () => void;
};

/**
 * Loads the next page as the visitor nears the end of the list (an IntersectionObserver, starting
 * a screen early), with a button for keyboards, for browsers without the observer, and to try again.
 */
export function LoadMore({ shown, total, hasMore, loading, failed, onLoadMore }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  });

  const active = hasMore && !loading && !failed;
  useEffect(() => {
    const element = sentinel.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active]);

  if (total === 0) return null;
  return (
    <div ref={sentinel} className="mt-8 flex flex-col items-center gap-3 text-center">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {loading ? 'Loading more photos…' : `Showing ${shown} of ${total} photos`}
      </p>
      {failed && (
        <p className="text-sm font-medium text-destructive">Could not load more photos.</p>
      )}
      {hasMore && (
        <Button
          type="button"
          variant="outline"
          onClick={onLoadMore}
          aria-disabled={loading || undefined}
        >
          {loading && <Spinner />}
          {failed ? 'Try again' : 'Load more photos'}
        </Button>
      )}
    </div>
  );
}
