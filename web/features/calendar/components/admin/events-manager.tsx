import { useState } from 'react';
import { toast } from 'sonner';
import type { CalendarEvent } from '@contract/calendar';
import { useCreateCalendarEvent } from '@/api/calendar-events/create-calendar-event';
import { useDeleteCalendarEvent } from '@/api/calendar-events/delete-calendar-event';
import { useAdminCalendarEvents } from '@/api/calendar-events/get-calendar-events';
import { useUpdateCalendarEvent } from '@/api/calendar-events/update-calendar-event';
import { ListPager } from '@/components/admin/list-pager';
import { ListSearch } from '@/components/admin/list-search';
import { useListPage } from '@/components/admin/use-list-page';
import { useUnsavedChanges } from '@/components/admin/use-unsaved-changes';
import { EventForm } from './event-form';
import type { ShowServerErrors } from './use-server-errors';
import { EventList } from './event-list';
import { emptyEventForm, eventFormFrom, eventPayload, type EventFormValues } from './event-values';
import { ListState } from './list-state';
import { ManagerLayout } from './manager-layout';
import { notifyFailure as failed } from './notify';

/** The Events tab: the form on the left (or on top, on phones) and 'Academic Events' beside it. */
export function EventsManager() {
  const list = useListPage();
  const events = useAdminCalendarEvents(list.params);
  const create = useCreateCalendarEvent();
  const update = useUpdateCalendarEvent();
  const remove = useDeleteCalendarEvent();
  const [editing, setEditing] = useState<CalendarEvent | null>(null);
  // A new key remounts the form with its defaults (today's date) after every save or cancel.
  const [formKey, setFormKey] = useState(0);
  const unsaved = useUnsavedChanges();

  const reset = () => {
    setEditing(null);
    setFormKey((key) => key + 1);
  };

  function submit(values: EventFormValues, showErrors: ShowServerErrors) {
    const onError = (error: Error) => {
      if (!showErrors(error)) failed(error);
    };
    const payload = eventPayload(values);
    if (editing) {
      update.mutate(
        { id: editing._id, ...payload },
        {
          onSuccess: (saved) => {
            toast.success('Event updated', { description: saved.event });
            reset();
          },
          onError,
        },
      );
    } else {
      create.mutate(payload, {
        onSuccess: (saved) => {
          toast.success('Event added', { description: saved.event });
          reset();
        },
        onError,
      });
    }
  }

  function restore(event: CalendarEvent) {
    create.mutate(
      {
        event: event.event,
        description: event.description,
        date: event.date,
        endDate: event.endDate,
        type: event.type,
      },
      {
        onSuccess: (saved) => toast.success('Event restored', { description: saved.event }),
        onError: failed,
      },
    );
  }

  function destroy(event: CalendarEvent) {
    if (editing?._id === event._id) reset();
    remove.mutate(event, {
      onSuccess: (deleted) =>
        toast('Event deleted', {
          description: deleted.event,
          action: { label: 'Undo', onClick: () => restore(deleted) },
          // Long enough to notice the mistake and reach the button.
          duration: 8000,
        }),
      onError: failed,
    });
  }

  const key = editing ? `edit-${editing._id}-${formKey}` : `new-${formKey}`;
  return (
    <>
      <ManagerLayout
        formTitle={editing ? 'Edit Event' : 'Add Event'}
        formKey={key}
        editing={editing !== null}
        trackForm={unsaved.track}
        form={
          <EventForm
            key={key}
            initial={editing ? eventFormFrom(editing) : emptyEventForm()}
            editing={editing !== null}
            pending={create.isPending || update.isPending}
            onSubmit={submit}
            onCancel={() => unsaved.confirmDiscard(reset)}
          />
        }
        listTitle="Academic Events"
        count={events.data?.total}
        noun={['event', 'events']}
        list={
          <>
            <ListSearch
              label="Search events"
              placeholder="Name, description or type"
              value={list.search}
              onChange={list.setSearch}
            />
            <ListState
              isPending={events.isPending}
              error={events.error}
              onRetry={() => void events.refetch()}
              isEmpty={events.data?.items.length === 0}
              emptyMessage={
                list.q ? `No events match “${list.q}”.` : 'No events found. Add your first event.'
              }
            >
              <EventList
                events={events.data?.items ?? []}
                editingId={editing?._id ?? null}
                deletingId={remove.isPending ? (remove.variables?._id ?? null) : null}
                onEdit={(event) =>
                  unsaved.confirmDiscard(() => {
                    setEditing(event);
                    setFormKey((next) => next + 1);
                  })
                }
                onDelete={destroy}
              />
            </ListState>
            <ListPager
              label="Event pages"
              page={list.page}
              pageSize={list.pageSize}
              total={events.data?.total ?? 0}
              onPage={list.setPage}
            />
          </>
        }
      />
      {unsaved.dialog}
    </>
  );
}
