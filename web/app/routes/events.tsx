import { Spinner } from '@/components/ui/spinner';
import { useAcademicNews } from '@/features/news-events/api/get-academic-news';
import { useUpcomingEvents } from '@/features/news-events/api/get-upcoming-events';
import { EventsSection } from '@/features/news-events/components/events-section';
import { NewsSection } from '@/features/news-events/components/news-section';
import { PageHeading } from '@/features/news-events/components/page-heading';
import { StayConnected } from '@/features/news-events/components/stay-connected';
import { useSiteInfo } from '@/features/site/api/get-site-info';
import { FALLBACK_ABBREVIATION } from '@/lib/site';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /events, 'Academic News & Events': the top news (spec default page: 20 newest, filtered on the
 * client, first 6 shown), the events still to come, and Stay Connected. Each list loads, fails and
 * retries on its own.
 */
export function Component() {
  const { data: site } = useSiteInfo();
  useDocumentTitle(`Academic News & Events | ${site?.abbreviation ?? FALLBACK_ABBREVIATION}`);
  const news = useAcademicNews();
  // The public page lists events still to come; past ones stay reachable at /events/{id}.
  const events = useUpcomingEvents({ upcoming: true });
  const loading = news.isPending || events.isPending;

  return (
    <>
      <PageHeading
        eyebrow="News & Events"
        title="Academic News & Events"
        lead="What is happening in the department and the association: announcements, research, student life, and the events coming up."
      />
      <div className="container-page grid grid-cols-1 gap-16 py-12 sm:py-16">
        {loading && (
          <p role="status" className="flex items-center justify-center gap-3 text-muted-foreground">
            <Spinner className="size-6 text-primary" />
            Loading events and news...
          </p>
        )}
        <NewsSection query={news} />
        <EventsSection query={events} />
        <StayConnected
          onRefreshNews={() => void news.refetch()}
          onRefreshEvents={() => void events.refetch()}
          refreshingNews={news.isFetching}
          refreshingEvents={events.isFetching}
        />
      </div>
    </>
  );
}
