import { CalendarClock, CalendarPlus, ExternalLink, MapPin, UsersRound } from 'lucide-react';
import type * as React from 'react';
import type { UpcomingEvent } from '@contract/upcoming-events';
import { ArticleProse } from '@/components/article-prose';
import { Button } from '@/components/ui/button';
import { Image } from '@/components/ui/image';
import { BackLink } from './back-link';
import { CardArt } from './card-art';
import { eventCalendarFileUrl, formatItemDate } from './labels';

function Detail({
  icon,
  label,
  children,
}: {
  icon: React.ReactNode;
  label: string;
  children: React.ReactNode;
}) {
  return (
    // A <dl>'s groups hold only their <dt> and <dd>: the icon sits inside the term.
    <div className="relative min-h-9.5 pl-12">
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        <span
          aria-hidden="true"
          className="absolute top-0.5 left-0 flex size-9 items-center justify-center rounded-full bg-primary-50 text-primary [&_svg]:size-4.5"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="font-medium text-foreground">{children}</dd>
    </div>
  );
}

/**
 * A whole event: when, where, who organises it, what it is, and ways to go. The description
 * arrives as HTML its loader rendered from Markdown on the server (web/lib/markdown.ts).
 */
export function EventDetails({
  event,
  descriptionHtml,
}: {
  event: UpcomingEvent;
  descriptionHtml: string;
}) {
  return (
    <article className="container-page grid max-w-5xl gap-8 py-10 sm:py-14">
      <BackLink to="/events">All news & events</BackLink>
      <div className="grid gap-8 lg:grid-cols-[1.3fr_1fr] lg:items-start">
        <div className="grid gap-6">
          <h1 className="text-3xl font-extrabold tracking-tight text-foreground sm:text-4xl lg:text-5xl">
            {event.title}
          </h1>
          <div className="aspect-[16/9] overflow-hidden rounded-card bg-ink shadow-card">
            {event.imageUrl ? (
              <Image
                src={event.imageUrl}
                alt=""
                width={1200}
                height={675}
                sizes="(min-width: 1024px) 600px, 100vw"
                priority
                className="size-full object-cover"
              />
            ) : (
              <CardArt variant="field" />
            )}
          </div>
          <ArticleProse html={descriptionHtml} className="max-w-prose" />
        </div>
        <aside
          aria-label="Event details"
          className="grid gap-6 rounded-card bg-card p-6 shadow-card ring-1 ring-border lg:sticky lg:top-24"
        >
          <dl className="grid gap-4">
            <Detail icon={<CalendarClock />} label="Date and time">
              <time dateTime={event.date.slice(0, 10)}>{formatItemDate(event.date)}</time>
              <br />
              {event.time}
            </Detail>
            <Detail icon={<MapPin />} label="Location">
              {event.location}
            </Detail>
            <Detail icon={<UsersRound />} label="Organizer">
              {event.organizer}
            </Detail>
          </dl>
          <div className="grid gap-3">
            {event.registrationLink && (
              <Button asChild size="lg" variant="secondary">
                <a href={event.registrationLink} target="_blank" rel="noopener noreferrer">
                  Register Now
                  <span className="sr-only"> (opens in a new tab)</span>
                  <ExternalLink aria-hidden="true" />
                </a>
              </Button>
            )}
            <Button asChild size="lg" variant="outline">
              <a href={eventCalendarFileUrl(event._id)} download>
                <CalendarPlus aria-hidden="true" />
                Add to calendar
              </a>
            </Button>
          </div>
        </aside>
      </div>
    </article>
  );
}
