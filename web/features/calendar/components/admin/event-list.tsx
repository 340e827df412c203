import type { CalendarEvent } from '@contract/calendar';
import { cn } from '@/lib/cn';
import { EventSummary } from '@/features/calendar/components/event-summary';
import { ItemActions } from './item-actions';

type EventListProps = {
  events: CalendarEvent[];
  editingId: string | null;
  deletingId: string | null;
  onEdit: (event: CalendarEvent) => void;
  onDelete: (event: CalendarEvent) => void;
};

/** 'Academic Events' in the admin: type badge, description and date, with Edit and Delete. */
export function EventList({ events, editingId, deletingId, onEdit, onDelete }: EventListProps) {
  return (
    <ul className="divide-y divide-border overflow-hidden rounded-card border border-border bg-card">
      {events.map((event) => (
        <li
          key={event._id}
          className={cn(
            'flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-start sm:justify-between',
            editingId === event._id && 'bg-primary-50',
          )}
        >
          <EventSummary event={event} className="min-w-0 flex-1" />
          <ItemActions
            name={event.event}
            onEdit={() => onEdit(event)}
            onDelete={() => onDelete(event)}
            deleting={deletingId === event._id}
          />
        </li>
      ))}
    </ul>
  );
}
