import { CalendarClock, MapPin, Plus, UsersRound } from 'lucide-react';
import { markdownToPlainText } from '@contract/markdown-text';
import type { UpcomingEvent } from '@contract/upcoming-events';
import { useDeleteUpcomingEvent } from '@/api/events/delete-upcoming-event';
import { useAdminEvents } from '@/api/events/get-admin-events';
import { DeleteConfirm } from '@/components/admin/delete-confirm';
import { ListPager } from '@/components/admin/list-pager';
import { ListSearch } from '@/components/admin/list-search';
import { ListState } from '@/components/admin/list-state';
import { RowActions } from '@/components/admin/row-actions';
import { useDeleteConfirm } from '@/components/admin/use-delete-confirm';
import { useListPage } from '@/components/admin/use-list-page';
import { useRecordEditor } from '@/components/admin/use-record-editor';
import { Button } from '@/components/ui/button';
import { formatItemDate } from '../labels';
import { PublishingBadge } from './publishing';
import { EventFormDialog } from './event-form-dialog';
import { RowThumbnail } from './row-thumbnail';

/** The 'Upcoming Events' tab: every event (past ones too) with edit and delete, and 'Add Event'. */
export function EventManager() {
  const list = useListPage();
  const events = useAdminEvents(list.params);
  const remove = useDeleteUpcomingEvent();
  const editor = useRecordEditor<UpcomingEvent>();
  const deleting = useDeleteConfirm<UpcomingEvent>(remove, { titleOf: (event) => event.title });

  return (
    <section aria-labelledby="admin-events-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="admin-events-title" className="text-lg font-semibold text-foreground">
            Upcoming Events
          </h2>
          <p className="text-sm text-muted-foreground">
            {events.data
              ? `${events.data.total} ${events.data.total === 1 ? 'event' : 'events'}`
              : ' '}
          </p>
        </div>
        <Button type="button" onClick={editor.add}>
          <Plus aria-hidden="true" />
          Add Event
        </Button>
      </div>

      <ListSearch
        label="Search events"
        placeholder="Title, description, place or organizer"
        value={list.search}
        onChange={list.setSearch}
        className="max-w-md"
      />
      <ListState
        isPending={events.isPending}
        error={events.isError ? `Error loading upcoming events: ${events.error.message}` : null}
        onRetry={() => void events.refetch()}
        retrying={events.isFetching}
        isEmpty={events.data?.items.length === 0}
        emptyMessage={list.q ? `No events match “${list.q}”.` : 'No events yet. Add the first one.'}
      >
        <ul className="divide-y divide-border overflow-hidden rounded-card border border-border bg-card">
          {events.data?.items.map((event) => (
            <li key={event._id} className="flex items-start gap-4 px-4 py-3">
              <RowThumbnail src={event.imageUrl} />
              <div className="grid min-w-0 flex-1 gap-1">
                <h3 className="font-semibold text-foreground">{event.title}</h3>
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
                  <PublishingBadge item={event} />
                  <span className="inline-flex items-center gap-1">
                    <CalendarClock className="size-3.5" aria-hidden="true" />
                    {formatItemDate(event.date)} · {event.time}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <MapPin className="size-3.5" aria-hidden="true" />
                    {event.location}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <UsersRound className="size-3.5" aria-hidden="true" />
                    {event.organizer}
                  </span>
                </p>
                <p className="line-clamp-2 text-sm text-muted-foreground">
                  {markdownToPlainText(event.description)}
                </p>
                {event.registrationLink && (
                  <a
                    href={event.registrationLink}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="w-fit text-sm font-semibold text-primary underline-offset-4 hover:underline"
                  >
                    Register for this event →
                  </a>
                )}
              </div>
              <RowActions
                title={event.title}
                onEdit={() => editor.edit(event)}
                onDelete={() => deleting.ask(event)}
                previewHref={`/events/${encodeURIComponent(event._id)}?preview=1`}
              />
            </li>
          ))}
        </ul>
      </ListState>
      <ListPager
        label="Event pages"
        page={list.page}
        pageSize={list.pageSize}
        total={events.data?.total ?? 0}
        onPage={list.setPage}
      />

      <EventFormDialog
        open={editor.open}
        event={editor.record}
        onOpenChange={editor.onOpenChange}
      />
      <DeleteConfirm question="Are you sure you want to delete this event?" {...deleting.dialog} />
    </section>
  );
}
