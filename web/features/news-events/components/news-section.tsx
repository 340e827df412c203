import type { UseQueryResult } from '@tanstack/react-query';
import { Newspaper } from 'lucide-react';
import { useState } from 'react';
import type { NewsPage } from '@contract/news';
import { CardGridSkeleton } from './card-grid-skeleton';
import { CategoryFilter } from './category-filter';
import { EmptyState } from './empty-state';
import { Entrance } from './entrance';
import { emptyNewsMessage, type NewsFilter } from './labels';
import { ListError } from '@/components/list-error';
import { NewsCard } from './news-card';

/** Cards shown on /events (spec §9: at most 6). */
export const TOP_NEWS_COUNT = 6;

/**
 * 'Your Top Academic News': the category filter works on the list already loaded (spec §4), and
 * the first 6 items of the filtered list show as cards.
 */
export function NewsSection({ query }: { query: UseQueryResult<NewsPage, Error> }) {
  const [filter, setFilter] = useState<NewsFilter>('all');
  const items = query.data?.news ?? [];
  const shown = (filter === 'all' ? items : items.filter((item) => item.category === filter)).slice(
    0,
    TOP_NEWS_COUNT,
  );

  return (
    <section
      aria-labelledby="top-news-title"
      aria-busy={query.isFetching || undefined}
      className="grid min-w-0 grid-cols-1 gap-6"
    >
      <div className="flex min-w-0 flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-widest text-accent-strong uppercase">
            Latest
          </p>
          <h2
            id="top-news-title"
            className="mt-1 text-2xl font-extrabold text-foreground sm:text-3xl"
          >
            Your Top Academic News
          </h2>
        </div>
        <CategoryFilter value={filter} onChange={setFilter} />
      </div>

      {query.isPending ? (
        <CardGridSkeleton />
      ) : query.isError ? (
        <ListError
          message={`Error loading academic news: ${query.error.message}`}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : shown.length === 0 ? (
        <EmptyState icon={Newspaper} message={emptyNewsMessage(filter)} />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((item, index) => (
            <Entrance as="li" key={item._id} index={index}>
              <NewsCard item={item} />
            </Entrance>
          ))}
        </ul>
      )}
    </section>
  );
}
