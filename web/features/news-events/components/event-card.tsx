import { ArrowRight, CalendarClock, ExternalLink, MapPin, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { markdownToPlainText } from '@contract/markdown-text';
import type { UpcomingEvent } from '@contract/upcoming-events';
import { Button } from '@/components/ui/button';
import { Image } from '@/components/ui/image';
import { shortMonthName } from '@/lib/dates';
import { CardArt } from './card-art';
import { formatItemDate } from './labels';

const eventPath = (event: UpcomingEvent) => `/events/${encodeURIComponent(event._id)}`;

/**
 * One event as a card: image, title, organizer, date and time, location and description. With a
 * registration link it offers 'Register Now' (the outside form, in a new tab); otherwise 'Learn
 * More' opens the event's page. The title always leads to the event's page.
 */
export function EventCard({ event }: { event: UpcomingEvent }) {
  const day = new Date(event.date);
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-card bg-card shadow-card ring-1 ring-border transition-shadow duration-200 hover:shadow-card-hover">
      <div className="relative aspect-[16/9] overflow-hidden bg-ink">
        {event.imageUrl ? (
          <Image
            src={event.imageUrl}
            alt=""
            width={800}
            height={450}
            sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
            className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
          />
        ) : (
          <CardArt variant="field" />
        )}
        <div
          aria-hidden="true"
          className="absolute top-3 left-3 flex flex-col items-center rounded-xl bg-card px-3 py-1.5 text-center shadow-card"
        >
          <span className="text-xs font-bold tracking-wide text-primary uppercase">
            {shortMonthName(day.getUTCMonth())}
          </span>
          <span className="text-xl leading-6 font-extrabold text-foreground tabular-nums">
            {day.getUTCDate()}
          </span>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-lg leading-6 font-bold text-foreground">
          <Link
            to={eventPath(event)}
            className="rounded-sm underline-offset-4 hover:text-primary hover:underline"
          >
            {event.title}
          </Link>
        </h3>
        <dl className="grid gap-1.5 text-sm text-muted-foreground">
          <div className="flex items-start gap-2">
            <dt>
              <UsersRound className="mt-0.5 size-4" aria-hidden="true" />
              <span className="sr-only">Organizer</span>
            </dt>
            <dd className="font-medium text-foreground/80">{event.organizer}</dd>
          </div>
          <div className="flex items-start gap-2">
            <dt>
              <CalendarClock className="mt-0.5 size-4" aria-hidden="true" />
              <span className="sr-only">Date and time</span>
            </dt>
            <dd>
              <time dateTime={event.date.slice(0, 10)}>{formatItemDate(event.date)}</time>
              {' · '}
              {event.time}
            </dd>
          </div>
          <div className="flex items-start gap-2">
            <dt>
              <MapPin className="mt-0.5 size-4" aria-hidden="true" />
              <span className="sr-only">Location</span>
            </dt>
            <dd>{event.location}</dd>
          </div>
        </dl>
        <p className="line-clamp-3 text-sm text-muted-foreground">
          {markdownToPlainText(event.description)}
        </p>
        <div className="mt-auto pt-2">
          {event.registrationLink ? (
            <Button asChild size="sm" variant="secondary">
              <a href={event.registrationLink} target="_blank" rel="noopener noreferrer">
                Register Now
                <span className="sr-only"> for {event.title} (opens in a new tab)</span>
                <ExternalLink aria-hidden="true" />
              </a>
            </Button>
          ) : (
            <Button asChild size="sm" variant="outline">
              <Link to={eventPath(event)}>
                Learn More
                <span className="sr-only"> about {event.title}</span>
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
