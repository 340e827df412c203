import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { isPublicAt } from '@contract/publishing';
import { upcomingEventCreateSchema, type UpcomingEvent } from '@contract/upcoming-events';
import { useCreateUpcomingEvent } from '@/api/events/create-upcoming-event';
import { useUpdateUpcomingEvent } from '@/api/events/update-upcoming-event';
import { FormDialog, type FormDialogBodyProps } from '@/components/admin/form-dialog';
import { FormDialogFooter } from '@/components/admin/form-dialog-footer';
import { TextFormItem } from '@/components/admin/form-items';
import { filledIn } from '@/components/admin/form-rules';
import { MarkdownFormItem } from '@/components/admin/markdown-form-item';
import { ImageField, imageChoiceSchema, noImageChoice } from '@/components/admin/image-field';
import { Form, FormField } from '@/components/ui/form';
import { contractResolver } from '@/lib/contract-resolver';
import { toDateOnly } from '@/lib/dates';
import { showServerErrors } from '@/lib/server-errors';
import {
  checkSchedule,
  PublishingFields,
  publishingFormFields,
  publishingLabels,
  publishingOf,
  publishingValues,
} from './publishing';

const labels = {
  title: 'Title',
  date: 'Date',
  time: 'Time',
  location: 'Location',
  organizer: 'Organizer',
  description: 'Description',
  registrationLink: 'Registration link',
  imageUrl: 'Image',
  image: 'Image',
  ...publishingLabels,
};

/**
 * The contract's rules, with the picked image file instead of the stored image's URL and the
 * publishing choice (./publishing.tsx) instead of the status and publish time.
 */
const schema = upcomingEventCreateSchema
  .omit({ imageUrl: true, status: true, publishAt: true })
  .extend({
    date: filledIn(upcomingEventCreateSchema.shape.date),
    image: imageChoiceSchema,
    ...publishingFormFields,
  })
  .superRefine(checkSchedule);
type EventFormValues = z.input<typeof schema>;

const emptyValues: EventFormValues = {
  title: '',
  date: '',
  time: '',
  location: '',
  description: '',
  organizer: '',
  registrationLink: '',
  image: noImageChoice,
  ...publishingOf(null),
};

/** The form filled from an event; the date is cut at the 'T' for the date input (spec §4). */
const valuesOf = (event: UpcomingEvent): EventFormValues => ({
  title: event.title,
  date: toDateOnly(event.date),
  time: event.time,
  location: event.location,
  description: event.description,
  organizer: event.organizer,
  registrationLink: event.registrationLink ?? '',
  image: noImageChoice,
  ...publishingOf(event),
});

/** The stored image's field is imageUrl; the form shows its message under the image. */
const fieldOf = (path: string) => (path === 'imageUrl' ? 'image' : path);

type EventFormDialogProps = {
  open: boolean;
  /** The event being edited; null adds a new one. */
  event: UpcomingEvent | null;
  onOpenChange: (open: boolean) => void;
};

/** 'Add New Event' / 'Edit Event': the event form in a dialog that closes only after a save succeeds. */
export function EventFormDialog({ open, event, onOpenChange }: EventFormDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={event ? 'Edit Event' : 'Add New Event'}
      description={
        event
          ? 'Change the event and save: the site shows the new version at once.'
          : 'It appears under Upcoming Events once created.'
      }
      className="max-w-2xl"
    >
      {(dialog) => <EventForm key={event?._id ?? 'new'} event={event} {...dialog} />}
    </FormDialog>
  );
}

function EventForm({
  event,
  onBusyChange,
  onSaved,
  onDirtyChange,
}: FormDialogBodyProps & { event: UpcomingEvent | null }) {
  const create = useCreateUpcomingEvent();
  const update = useUpdateUpcomingEvent();
  const form = useForm({
    resolver: contractResolver(schema, labels),
    defaultValues: event ? valuesOf(event) : emptyValues,
  });
  const [compressing, setCompressing] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const pending = create.isPending || update.isPending;
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  function save() {
    // What was typed goes to the server (a blank link removes it); the server parses it again.
    const { image, publishing, publishAt, ...fields } = form.getValues();
    const values = { ...fields, ...publishingValues({ publishing, publishAt }) };
    setProgress(image.file ? 0 : null);
    onBusyChange(true);
    const options = {
      onSuccess: (saved: UpcomingEvent) => {
        toast.success(event ? `Updated “${saved.title}”` : `Created “${saved.title}”`);
        onSaved();
      },
      onError: (error: Error) => showServerErrors(form.setError, error, labels, { fieldOf }),
      onSettled: () => {
        setProgress(null);
        onBusyChange(false);
      },
    };
    if (event) update.mutate({ id: event._id, values, image, onProgress: setProgress }, options);
    else create.mutate({ values, image, onProgress: setProgress }, options);
  }

  return (
    <Form {...form}>
      <form
        noValidate
        onSubmit={(submitEvent) => {
          if (pending || compressing) submitEvent.preventDefault();
          else void form.handleSubmit(save)(submitEvent);
        }}
        aria-label={event ? 'Edit Event' : 'Add New Event'}
        className="grid gap-4"
      >
        <TextFormItem control={form.control} name="title" label={labels.title} />
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextFormItem control={form.control} name="date" label={labels.date} type="date" />
          <TextFormItem
            control={form.control}
            name="time"
            label={labels.time}
            hint="For example 10:00 AM - 2:00 PM."
          />
        </div>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextFormItem control={form.control} name="location" label={labels.location} />
          <TextFormItem control={form.control} name="organizer" label={labels.organizer} />
        </div>
        <PublishingFields
          control={form.control}
          live={event !== null && isPublicAt(event, new Date())}
        />
        <MarkdownFormItem
          control={form.control}
          name="description"
          label={labels.description}
          rows={8}
        />
        <TextFormItem
          control={form.control}
          name="registrationLink"
          label={labels.registrationLink}
          optional
          type="url"
          inputMode="url"
          placeholder="https://"
          hint="A sign-up form elsewhere, starting with https://."
        />
        <FormField
          control={form.control}
          name="image"
          render={({ field, fieldState }) => (
            <ImageField
              ref={field.ref}
              current={event?.imageUrl}
              value={field.value}
              onChange={field.onChange}
              onBusyChange={setCompressing}
              progress={progress}
              error={fieldState.error?.message}
              disabled={pending}
            />
          )}
        />
        <FormDialogFooter
          submitLabel={event ? 'Update' : 'Create'}
          pending={pending}
          compressing={compressing}
        />
      </form>
    </Form>
  );
}
