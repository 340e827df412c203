import { useCallback, useEffect, useRef } from 'react';
import { Link, useNavigate, useNavigation } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** Shows one page more (when there is one, and nothing is loading), staying where the visitor is. */
export function useLoadMore(moreHref: string, hasMore: boolean): () => void {
  const navigate = useNavigate();
  const idle = useNavigation().state === 'idle';
  return useCallback(() => {
    if (hasMore && idle) void navigate(moreHref, { replace: true, preventScrollReset: true });
  }, [hasMore, idle, moreHref, navigate]);
}

type LoadMoreProps = {
  shown: number;
  total: number;
  /** The address that shows one page more. */
  moreHref: string;
};

/**
 * 'Load more photos': a link to the address that shows one page more (it works without scripts).
 * With them, the next page comes as the visitor nears the end of the list (an
 * IntersectionObserver, starting a screen early), staying where they are.
 */
export function LoadMore({ shown, total, moreHref }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const loading = useNavigation().state === 'loading';
  const hasMore = shown < total;
  const loadMore = useLoadMore(moreHref, hasMore);

  useEffect(() => {
    const element = sentinel.current;
    if (!hasMore || loading || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading, loadMore]);

  if (total === 0) return null;
  return (
    <div ref={sentinel} className="mt-8 flex flex-col items-center gap-3 text-center">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {loading ? 'Loading more photos…' : `Showing ${shown} of ${total} photos`}
      </p>
      {hasMore && (
        <Link
          to={moreHref}
          replace
          preventScrollReset
          className={buttonVariants({ variant: 'outline' })}
          aria-disabled={loading || undefined}
        >
          {loading && <Spinner />}
          Load more photos
        </Link>
      )}
    </div>
  );
}
