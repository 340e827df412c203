import { FETCH_EVENTS_FAILED } from '@/api/events/messages';
import { FETCH_NEWS_FAILED } from '@/api/news/messages';
import { Spinner } from '@/components/ui/spinner';
import { EventsSection } from '@/features/news-events/components/events-section';
import { NewsSection } from '@/features/news-events/components/news-section';
import { PageHeading } from '@/features/news-events/components/page-heading';
import { StayConnected } from '@/features/news-events/components/stay-connected';
import { pageMeta } from '@/lib/page-meta';
import { failed, serverOr, settle } from '@/lib/settled';
import { useRouteRefresh } from '@/lib/use-route-refresh';
import type { Route } from './+types/events';

/** The spec's default page: the 20 newest items, filtered on the page, the first 6 shown. */
const NEWS_LIMIT = 20;

export async function loader({ context: { reads } }: Route.LoaderArgs) {
  const [news, events] = await Promise.all([
    settle(reads.news.page({ limit: NEWS_LIMIT, page: 1 }), FETCH_NEWS_FAILED),
    // The public page lists events still to come; past ones stay reachable at /events/{id}.
    settle(reads.upcomingEvents.page({ limit: 20, page: 1, upcoming: true }), FETCH_EVENTS_FAILED),
  ]);
  return { news, events };
}

/**
 * In the browser (refreshing a list, or arriving from another page): when the server cannot be
 * reached, each list fails in its place with 'Try Again', instead of the whole page failing.
 */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  serverOr(serverLoader, () => ({
    news: failed(FETCH_NEWS_FAILED),
    events: failed(FETCH_EVENTS_FAILED),
  }));

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Academic News & Events',
    description:
      'The latest academic news from the department and the association, and the events coming up.',
    path: '/events',
  });

type Data = Awaited<ReturnType<typeof clientLoader>>;

/**
 * /events, 'Academic News & Events': the top news, the events still to come, and Stay Connected.
 * Each list refreshes, fails and retries on its own.
 */
export default function Events({ loaderData }: Route.ComponentProps) {
  const news = useRouteRefresh(loaderData.news, (data: Data) => data.news);
  const events = useRouteRefresh(loaderData.events, (data: Data) => data.events);

  return (
    <>
      <PageHeading
        eyebrow="News & Events"
        title="Academic News & Events"
        lead="What is happening in the department and the association: announcements, research, student life, and the events coming up."
      />
      <div className="container-page grid grid-cols-1 gap-16 py-12 sm:py-16">
        {news.refreshing && events.refreshing && (
          <p role="status" className="flex items-center justify-center gap-3 text-muted-foreground">
            <Spinner className="size-6 text-primary" />
            Loading events and news...
          </p>
        )}
        <NewsSection result={news.current} refreshing={news.refreshing} onRetry={news.refresh} />
        <EventsSection
          result={events.current}
          refreshing={events.refreshing}
          onRetry={events.refresh}
        />
        <StayConnected
          onRefreshNews={news.refresh}
          onRefreshEvents={events.refresh}
          refreshingNews={news.refreshing}
          refreshingEvents={events.refreshing}
        />
      </div>
    </>
  );
}
