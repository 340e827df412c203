import { Newspaper } from 'lucide-react';
import { Link, useNavigation } from 'react-router';
import type { NewsPage } from '@contract/news';
import { Spinner } from '@/components/ui/spinner';
import type { Settled } from '@/lib/settled';
import { CategoryFilter } from './category-filter';
import { EmptyState } from './empty-state';
import { emptyNewsMessage, isNewsFilter, type NewsFilter } from './labels';
import { ListError } from '@/components/list-error';
import { Reveal, staggered } from '@/components/ui/reveal';
import { NewsCard } from './news-card';
import { Pagination } from './pagination';

/** Items per page on /news: fills rows of 1, 2 and 3 columns. */
export const NEWS_PAGE_SIZE = 12;

/** The URL for a category and page; the defaults (all, page 1) stay out of it. */
function newsArchiveHref(filter: NewsFilter, page: number): string {
  const params = new URLSearchParams();
  if (filter !== 'all') params.set('category', filter);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/news?${query}` : '/news';
}

/** Reads ?category= and ?page=, ignoring values that are not a category or a whole page number. */
export function readArchiveParams(params: URLSearchParams): { filter: NewsFilter; page: number } {
  const category = params.get('category');
  const page = Number(params.get('page'));
  return {
    filter: isNewsFilter(category) ? category : 'all',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/**
 * /news: every news item, newest first, a page at a time, with the category filter. The category
 * and page live in the URL, so a page can be shared and the back button works.
 */
export function NewsArchive({
  result,
  filter,
  page,
  onRetry,
  retrying,
}: {
  result: Settled<NewsPage>;
  filter: NewsFilter;
  page: number;
  onRetry: () => void;
  retrying: boolean;
}) {
  const data = result.ok ? result.data : undefined;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / NEWS_PAGE_SIZE)) : 1;
  // While another page or category loads, the one shown stays, dimmed.
  const navigation = useNavigation();
  const stale = navigation.state === 'loading' && navigation.location.pathname === '/news';

  return (
    <div className="container-page grid grid-cols-1 gap-8 py-10 sm:py-14">
      <header className="grid gap-3">
        <p className="text-sm font-semibold tracking-widest text-accent-strong uppercase">
          From the department and the association
        </p>
        <h1 className="text-3xl font-extrabold tracking-tight text-foreground sm:text-4xl lg:text-5xl">
          News & Announcements
        </h1>
        <p className="max-w-2xl text-muted-foreground sm:text-lg">
          Every academic notice, research story and announcement, newest first.
        </p>
      </header>

      <div className="flex min-w-0 flex-wrap items-center justify-between gap-4">
        <CategoryFilter value={filter} hrefFor={(next) => newsArchiveHref(next, 1)} />
        {stale && (
          <p role="status" className="inline-flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> Loading…
          </p>
        )}
      </div>

      <section
        aria-label="News items"
        aria-busy={stale || retrying || undefined}
        className="grid gap-8"
      >
        {!result.ok ? (
          <ListError
            message={`Error loading academic news: ${result.error}`}
            onRetry={onRetry}
            retrying={retrying}
          />
        ) : !data || data.total === 0 ? (
          <EmptyState icon={Newspaper} message={emptyNewsMessage(filter)} />
        ) : data.news.length === 0 ? (
          <div className="grid justify-items-center gap-3 py-10 text-center">
            <p className="text-muted-foreground">There is nothing on page {page}.</p>
            <Link
              to={newsArchiveHref(filter, 1)}
              className="font-semibold text-primary underline underline-offset-4"
            >
              Go to the first page
            </Link>
          </div>
        ) : (
          <>
            <ul
              className={`grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${stale ? 'opacity-60' : ''}`}
            >
              {data.news.map((item, index) => (
                <Reveal as="li" key={item._id} delay={staggered(index)}>
                  <NewsCard item={item} headingLevel="h2" priority={index === 0} />
                </Reveal>
              ))}
            </ul>
            <Pagination
              page={page}
              pageCount={pageCount}
              hrefFor={(next) => newsArchiveHref(filter, next)}
            />
          </>
        )}
      </section>
    </div>
  );
}
