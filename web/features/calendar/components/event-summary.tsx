import { CalendarDays } from 'lucide-react';
import type { CalendarEvent } from '@contract/calendar';
import { cn } from '@/lib/cn';
import {
  eventDayKey,
  eventLastDayKey,
  formatCalendarDate,
  isPeriod,
} from '@/features/calendar/calendar-dates';
import { EventTypeBadge } from './event-type-badge';

type EventSummaryProps = {
  event: CalendarEvent;
  /** The heading level of the event's name in the page outline. */
  headingLevel?: 'h3' | 'h4';
  /** Hides the date (the list of one day's events already says which day). */
  hideDate?: boolean;
  className?: string;
};

/** One calendar event: name, type badge, description and its date (a period's first and last) in US long form. */
export function EventSummary({
  event,
  headingLevel: Heading = 'h3',
  hideDate = false,
  className,
}: EventSummaryProps) {
  return (
    <article className={cn('grid gap-2', className)}>
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <Heading className="min-w-0 text-base leading-6 font-semibold text-foreground">
          {event.event}
        </Heading>
        <EventTypeBadge type={event.type} />
      </div>
      {event.description && <p className="text-sm text-muted-foreground">{event.description}</p>}
      {!hideDate && (
        <p className="flex items-center gap-1.5 text-sm font-medium text-foreground">
          <CalendarDays className="size-4 text-primary" aria-hidden="true" />
          <time dateTime={eventDayKey(event)}>{formatCalendarDate(event.date)}</time>
          {isPeriod(event) && (
            <>
              <span aria-hidden="true">–</span>
              <span className="sr-only">to</span>
              <time dateTime={eventLastDayKey(event)}>
                {formatCalendarDate(eventLastDayKey(event))}
              </time>
            </>
          )}
        </p>
      )}
    </article>
  );
}
