import { CalendarX2 } from 'lucide-react';
import type { UpcomingEventsPage } from '@contract/upcoming-events';
import type { Settled } from '@/lib/settled';
import { EmptyState } from './empty-state';
import { EventCard } from './event-card';
import { EMPTY_EVENTS_MESSAGE } from './labels';
import { ListError } from '@/components/list-error';
import { Reveal, staggered } from '@/components/ui/reveal';

/** 'Upcoming Events': every loaded event as a card, soonest first. */
export function EventsSection({
  result,
  refreshing,
  onRetry,
}: {
  result: Settled<UpcomingEventsPage>;
  refreshing: boolean;
  onRetry: () => void;
}) {
  const events = result.ok ? result.data.events : [];
  return (
    <section
      aria-labelledby="upcoming-events-title"
      aria-busy={refreshing || undefined}
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
      {!result.ok ? (
        <ListError
          message={`Error loading upcoming events: ${result.error}`}
          onRetry={onRetry}
          retrying={refreshing}
        />
      ) : events.length === 0 ? (
        <EmptyState icon={CalendarX2} message={EMPTY_EVENTS_MESSAGE} />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {events.map((event, index) => (
            <Reveal as="li" key={event._id} delay={staggered(index)}>
              <EventCard event={event} />
            </Reveal>
          ))}
        </ul>
      )}
    </section>
  );
}
