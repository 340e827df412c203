import { useParams } from 'react-router';
import { useUpcomingEvent } from '@/features/news-events/api/get-upcoming-event';
import { DetailState } from '@/components/detail-state';
import { EventDetails } from '@/features/news-events/components/event-details';
import { useSiteInfo } from '@/features/site/api/get-site-info';
import { FALLBACK_ABBREVIATION } from '@/lib/site';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Component as NotFound } from './not-found';

/** /events/:id: one event with 'Add to calendar'; an unknown id shows the not-found page. */
export function Component() {
  const { id = '' } = useParams();
  const event = useUpcomingEvent(id);
  const { data: site } = useSiteInfo();
  const abbreviation = site?.abbreviation ?? FALLBACK_ABBREVIATION;
  useDocumentTitle(
    event.data ? `${event.data.title} | ${abbreviation}` : `Events | ${abbreviation}`,
  );

  return (
    <DetailState className="max-w-4xl" query={event} what="this event" notFound={<NotFound />}>
      {(data) => <EventDetails event={data} />}
    </DetailState>
  );
}
