import { data } from 'react-router';
import { markdownToPlainText } from '@contract/markdown-text';
import { isPublicAt } from '@contract/publishing';
import { EventDetails } from '@/features/news-events/components/event-details';
import { PreviewBanner } from '@/features/news-events/components/preview-banner';
import { formatItemDate } from '@/features/news-events/components/labels';
import { renderMarkdown } from '@/lib/markdown';
import { found } from '@/lib/not-found';
import { absoluteUrl, pageMeta, rootData } from '@/lib/page-meta';
import { isStaffPreview, previewHeaders } from '@/lib/preview';
import type { Route } from './+types/event';

/**
 * The public event, its Markdown description rendered here on the server (the page ships no
 * Markdown renderer); with `?preview=1` and a staff session, a draft or scheduled one too.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  if (!isStaffPreview(request, context.staff)) {
    const event = found(await context.reads.upcomingEvents.item(params.id));
    return data({ event, descriptionHtml: renderMarkdown(event.description), preview: false });
  }
  const event = found(await context.reads.upcomingEvents.preview(params.id));
  return data(
    {
      event,
      descriptionHtml: renderMarkdown(event.description),
      preview: !isPublicAt(event, new Date()),
    },
    { headers: previewHeaders },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) => {
  const event = args.data?.event;
  const root = rootData(args.matches);
  if (!event) return pageMeta(args, undefined);
  const path = `/events/${encodeURIComponent(event._id)}`;
  const description = markdownToPlainText(event.description);
  return pageMeta(args, {
    title: event.title,
    description: `${formatItemDate(event.date)}, ${event.time} · ${event.location}. ${description}`,
    path,
    image: event.imageUrl,
    type: 'article',
    noindex: args.data?.preview,
    jsonLd: root && {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: event.title,
      description,
      // The time of day is free text ('10:00 AM - 2:00 PM'): the date is what is certain.
      startDate: event.date.slice(0, 10),
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: event.location, address: event.location },
      organizer: { '@type': 'Organization', name: event.organizer },
      url: absoluteUrl(root.origin, path),
      ...(event.imageUrl ? { image: [absoluteUrl(root.origin, event.imageUrl)] } : {}),
    },
  });
};

/** /events/:id: one event with 'Add to calendar'; an unknown id answers 404. */
export default function EventRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {loaderData.preview && <PreviewBanner what="event" />}
      <EventDetails event={loaderData.event} descriptionHtml={loaderData.descriptionHtml} />
    </>
  );
}
