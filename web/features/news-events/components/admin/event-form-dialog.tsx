import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { upcomingEventCreateSchema, type UpcomingEvent } from '@contract/upcoming-events';
import { useCreateUpcomingEvent } from '@/api/events/create-upcoming-event';
import type { EventFields } from '@/api/events/event-form-data';
import { useUpdateUpcomingEvent } from '@/api/events/update-upcoming-event';
import { FormDialog, type FormDialogBodyProps } from '@/components/admin/form-dialog';
import { FormDialogFooter } from '@/components/admin/form-dialog-footer';
import { ImageField, noImageChoice, type ImageChoice } from '@/components/admin/image-field';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { toDateOnly } from '@/lib/dates';
import { fieldErrorsFromZod, splitSaveError, type FieldErrors } from '@/lib/form-errors';
import { useFormErrors } from '@/lib/use-form-errors';

type Field = keyof EventFields | 'imageUrl' | 'image';

const labels: Record<Field, string> = {
  title: 'Title',
  date: 'Date',
  time: 'Time',
  location: 'Location',
  organizer: 'Organizer',
  description: 'Description',
  registrationLink: 'Registration link',
  imageUrl: 'Image',
  image: 'Image',
};

const emptyFields: EventFields = {
  title: '',
  date: '',
  time: '',
  location: '',
  description: '',
  organizer: '',
  registrationLink: '',
};

/** The form filled from an event; the date is cut at the 'T' for the date input (spec §4). */
const fieldsOf = (event: UpcomingEvent): EventFields => ({
  title: event.title,
  date: toDateOnly(event.date),
  time: event.time,
  location: event.location,
  description: event.description,
  organizer: event.organizer,
  registrationLink: event.registrationLink ?? '',
});

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
}: FormDialogBodyProps & { event: UpcomingEvent | null }) {
  const create = useCreateUpcomingEvent();
  const update = useUpdateUpcomingEvent();
  const [fields, setFields] = useState<EventFields>(event ? fieldsOf(event) : emptyFields);
  const [image, setImage] = useState<ImageChoice>(noImageChoice);
  const [compressing, setCompressing] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const { formRef, errors, formError, show, clear } = useFormErrors();
  const pending = create.isPending || update.isPending;

  const set = <K extends keyof EventFields>(key: K, value: EventFields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));

  function onSubmit(submitEvent: FormEvent<HTMLFormElement>) {
    submitEvent.preventDefault();
    if (pending || compressing) return;
    const parsed = upcomingEventCreateSchema.safeParse(fields);
    const found: FieldErrors = parsed.success ? {} : fieldErrorsFromZod(parsed.error, labels);
    if (!fields.date.trim()) found.date = 'Date is required';
    if (Object.keys(found).length > 0) return show(found);
    clear();
    setProgress(image.file ? 0 : null);
    onBusyChange(true);
    const options = {
      onSuccess: (saved: UpcomingEvent) => {
        toast.success(event ? `Updated “${saved.title}”` : `Created “${saved.title}”`);
        onSaved();
      },
      onError: (error: Error) => {
        const split = splitSaveError(error, labels);
        // The stored image's field is imageUrl; the form shows it under the image.
        if (split.fields.imageUrl) split.fields.image = split.fields.imageUrl;
        show(split.fields, split.form);
      },
      onSettled: () => {
        setProgress(null);
        onBusyChange(false);
      },
    };
    const change = { file: image.file, remove: image.remove };
    if (event)
      update.mutate({ id: event._id, fields, image: change, onProgress: setProgress }, options);
    else create.mutate({ fields, image: change, onProgress: setProgress }, options);
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label={event ? 'Edit Event' : 'Add New Event'}
      className="grid gap-4"
    >
      <FormField label={labels.title} error={errors.title}>
        <Input value={fields.title} onChange={(e) => set('title', e.target.value)} />
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label={labels.date} error={errors.date}>
          <Input type="date" value={fields.date} onChange={(e) => set('date', e.target.value)} />
        </FormField>
        <FormField
          label={labels.time}
          error={errors.time}
          description="For example 10:00 AM - 2:00 PM."
        >
          <Input value={fields.time} onChange={(e) => set('time', e.target.value)} />
        </FormField>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label={labels.location} error={errors.location}>
          <Input value={fields.location} onChange={(e) => set('location', e.target.value)} />
        </FormField>
        <FormField label={labels.organizer} error={errors.organizer}>
          <Input value={fields.organizer} onChange={(e) => set('organizer', e.target.value)} />
        </FormField>
      </div>
      <FormField label={labels.description} error={errors.description}>
        <Textarea
          rows={4}
          value={fields.description}
          onChange={(e) => set('description', e.target.value)}
        />
      </FormField>
      <FormField
        label={labels.registrationLink}
        optional
        error={errors.registrationLink}
        description="A sign-up form elsewhere, starting with https://."
      >
        <Input
          type="url"
          inputMode="url"
          placeholder="https://"
          value={fields.registrationLink}
          onChange={(e) => set('registrationLink', e.target.value)}
        />
      </FormField>
      <ImageField
        current={event?.imageUrl}
        value={image}
        onChange={setImage}
        onBusyChange={setCompressing}
        progress={progress}
        error={errors.image}
        disabled={pending}
      />
      <FormDialogFooter
        error={formError}
        submitLabel={event ? 'Update' : 'Create'}
        pending={pending}
        compressing={compressing}
      />
    </form>
  );
}
