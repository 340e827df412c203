import { ArrowRight, Newspaper } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { NewsPage } from '@contract/news';
import type { Settled } from '@/lib/settled';
import { CategoryFilter } from './category-filter';
import { EmptyState } from './empty-state';
import { emptyNewsMessage, type NewsFilter } from './labels';
import { ListError } from '@/components/list-error';
import { Button } from '@/components/ui/button';
import { Reveal, staggered } from '@/components/ui/reveal';
import { NewsCard } from './news-card';

/** Cards shown on /events (spec §9: at most 6). */
const TOP_NEWS_COUNT = 6;

/**
 * 'Your Top Academic News': the category filter works on the list already loaded (spec §4), and
 * the first 6 items of the filtered list show as cards, then a link to the whole archive (/news).
 */
export function NewsSection({
  result,
  refreshing,
  onRetry,
}: {
  result: Settled<NewsPage>;
  refreshing: boolean;
  onRetry: () => void;
}) {
  const [filter, setFilter] = useState<NewsFilter>('all');
  const items = result.ok ? result.data.news : [];
  const shown = (filter === 'all' ? items : items.filter((item) => item.category === filter)).slice(
    0,
    TOP_NEWS_COUNT,
  );

  return (
    <section
      aria-labelledby="top-news-title"
      aria-busy={refreshing || undefined}
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

      {!result.ok ? (
        <ListError
          message={`Error loading academic news: ${result.error}`}
          onRetry={onRetry}
          retrying={refreshing}
        />
      ) : shown.length === 0 ? (
        <EmptyState icon={Newspaper} message={emptyNewsMessage(filter)} />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((item, index) => (
            <Reveal as="li" key={item._id} delay={staggered(index)}>
              <NewsCard item={item} />
            </Reveal>
          ))}
        </ul>
      )}
      {/* Only the newest show here; every item, a page at a time, is in the archive. */}
      <Button asChild variant="outline" className="justify-self-start">
        <Link to="/news">
          All news & announcements
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}
