import { CalendarSearch } from 'lucide-react';
import type * as React from 'react';
import { useMemo, useState } from 'react';
import type { CalendarEvent } from '@contract/calendar';
import { DeferredCalendar } from '@/components/ui/deferred-calendar';
import {
  dayKeyOf,
  eventDayKeys,
  eventsOnDay,
  formatCalendarDate,
  localDayOf,
} from '@/features/calendar/calendar-dates';
import { calendarFeedPath } from '@/features/calendar/feed-links';
import { Reveal, staggered } from '@/components/ui/reveal';
import { EventSummary } from './event-summary';
import { SubscribeLinks } from './subscribe-links';

/**
 * The Academic Calendar tab: a date picker (starting at today, days with events marked), the picked
 * day's events, every event of the session shown (with the choice of another), and the calendar subscription. On phones the
 * four stack in that order; on wide screens the picker and subscription sit left of the lists.
 */
export function CalendarTab({
  events,
  today,
  sessionPicker,
}: {
  /** One session's events, in date order. */
  events: CalendarEvent[];
  /** Today in the association's time zone ('YYYY-MM-DD'), from the server. */
  today: string;
  /** Which session's events these are, and the choice of another. */
  sessionPicker?: React.ReactNode;
}) {
  const [selected, setSelected] = useState<Date>(() => localDayOf(today));
  const selectedKey = dayKeyOf(selected);
  const dayEvents = useMemo(() => eventsOnDay(events, selectedKey), [events, selectedKey]);
  const eventDays = useMemo(
    () => [...new Set(events.flatMap(eventDayKeys))].map(localDayOf),
    [events],
  );

  return (
    <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[22rem_minmax(0,1fr)] lg:items-start lg:gap-8">
      <div className="contents lg:flex lg:flex-col lg:gap-6">
        <section
          aria-labelledby="select-date-title"
          className="order-1 rounded-card border border-border bg-card p-4 shadow-xs sm:p-5"
        >
          <h2 id="select-date-title" className="text-lg font-semibold text-foreground">
            Select Date
          </h2>
          <p className="text-sm text-muted-foreground">Click on a date to view events</p>
          <DeferredCalendar
            selected={selected}
            onSelect={setSelected}
            today={localDayOf(today)}
            marked={eventDays}
            markedLabel="has events"
            className="mx-auto mt-4"
          />
          <p className="mt-3 flex items-center gap-2 text-xs text-muted-foreground">
            <span className="size-1.5 rounded-full bg-accent-strong" aria-hidden="true" />
            Days with events are marked with a dot.
          </p>
        </section>
        <SubscribeLinks
          className="order-4"
          path={calendarFeedPath}
          subject="the academic calendar"
          fileName="academic-calendar.ics"
        >
          Add every term date, exam and break to your phone&apos;s calendar. It updates by itself
          when the calendar changes.
        </SubscribeLinks>
      </div>

      <div className="contents lg:flex lg:flex-col lg:gap-6">
        <section
          aria-labelledby="day-events-title"
          aria-live="polite"
          className="order-2 rounded-card border border-primary-200 bg-primary-50 p-5"
        >
          <h2 id="day-events-title" className="text-base font-semibold text-primary-900">
            Events on <time dateTime={selectedKey}>{formatCalendarDate(selectedKey)}</time>
          </h2>
          {dayEvents.length === 0 ? (
            <p className="mt-2 flex items-center gap-2 text-sm text-primary-900">
              <CalendarSearch className="size-4" aria-hidden="true" />
              No events on this date
            </p>
          ) : (
            <ul className="mt-3 grid gap-3">
              {dayEvents.map((event) => (
                <li key={event._id} className="rounded-control bg-card p-4 shadow-xs">
                  <EventSummary event={event} hideDate />
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="academic-events-title" className="order-3">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="academic-events-title" className="text-2xl font-bold text-foreground">
              Academic Events
            </h2>
            {sessionPicker}
          </div>
          {events.length === 0 ? (
            <p className="mt-4 rounded-card border border-dashed border-input bg-card p-8 text-center text-muted-foreground">
              No events found. Please check back later.
            </p>
          ) : (
            <ul className="mt-4 grid gap-3 md:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
              {events.map((event, index) => (
                <Reveal
                  as="li"
                  key={event._id}
                  delay={staggered(index)}
                  className="rounded-card border border-border bg-card p-4 shadow-xs sm:p-5"
                >
                  <EventSummary event={event} />
                </Reveal>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
