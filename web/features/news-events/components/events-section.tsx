import type { UseQueryResult } from '@tanstack/react-query';
import { CalendarX2 } from 'lucide-react';
import type { UpcomingEventsPage } from '@contract/upcoming-events';
import { CardGridSkeleton } from './card-grid-skeleton';
import { EmptyState } from './empty-state';
import { Entrance } from './entrance';
import { EventCard } from './event-card';
import { EMPTY_EVENTS_MESSAGE } from './labels';
import { ListError } from '@/components/list-error';

/** 'Upcoming Events': every loaded event as a card, soonest first. */
export function EventsSection({ query }: { query: UseQueryResult<UpcomingEventsPage, Error> }) {
  const events = query.data?.events ?? [];
  return (
    <section
      aria-labelledby="upcoming-events-title"
      aria-busy={query.isFetching || undefined}
      className="grid min-w-0 grid-cols-1 gap-6"
    >
      <div>
        <p className="text-sm font-semibold tracking-widest text-accent-strong uppercase">
          Save the date
        </p>
        <h2
          id="upcoming-events-title"
          className="mt-1 text-2xl font-extrabold text-foreground sm:text-3xl"
        >
          Upcoming Events
        </h2>
      </div>
      {query.isPending ? (
        <CardGridSkeleton />
      ) : query.isError ? (
        <ListError
          message={`Error loading upcoming events: ${query.error.message}`}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : events.length === 0 ? (
        <EmptyState icon={CalendarX2} message={EMPTY_EVENTS_MESSAGE} />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {events.map((event, index) => (
            <Entrance as="li" key={event._id} index={index}>
              <EventCard event={event} />
            </Entrance>
          ))}
        </ul>
      )}
    </section>
  );
}
