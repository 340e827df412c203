import type * as React from 'react';
import { useState } from 'react';
import { calendarEventTypes, type CalendarEventType } from '@contract/constants';
import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { dayKeyOf, formatCalendarDate, localDayOf } from '@/features/calendar/calendar-dates';
import { eventTypeNames } from '@/features/calendar/labels';
import {
  hasEndDate,
  validateEvent,
  type Errors,
  type EventField,
  type EventFormValues,
} from './form-values';

type EventFormProps = {
  /** The values to start from: the defaults, or the event being edited. */
  initial: EventFormValues;
  editing: boolean;
  pending: boolean;
  onSubmit: (values: EventFormValues) => void;
  onCancel: () => void;
};

/**
 * The Events form: Event Name, Description, Date (a calendar, today by default), Event Type and,
 * for a break or exam period, its End date. 'Add Event', or 'Update Event' and 'Cancel' while
 * editing. Mount it with a new `key` to reset it.
 */
export function EventForm({ initial, editing, pending, onSubmit, onCancel }: EventFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<EventField>>({});
  const set = <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateEvent(values);
    setErrors(found);
    if (found.event) {
      document.getElementById('calendar-event-name')?.focus();
      return;
    }
    if (found.endDate) {
      document.getElementById('calendar-event-end-date')?.focus();
      return;
    }
    onSubmit(values);
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-4"
      aria-label={editing ? 'Edit event' : 'Add event'}
    >
      <FormField label="Event Name" error={errors.event} id="calendar-event-name">
        <Input
          value={values.event}
          maxLength={200}
          onChange={(e) => {
            set('event', e.target.value);
            if (errors.event && e.target.value.trim())
              setErrors(({ event: _cleared, ...rest }) => rest);
          }}
          placeholder="e.g. First-semester examinations begin"
        />
      </FormField>
      <FormField label="Description" optional>
        <Textarea
          value={values.description}
          maxLength={5000}
          rows={3}
          onChange={(e) => set('description', e.target.value)}
        />
      </FormField>
      <div className="grid gap-1.5">
        <Label id="calendar-event-date-label">Date</Label>
        <div
          role="group"
          aria-labelledby="calendar-event-date-label"
          className="rounded-control border border-input bg-card p-2"
        >
          <Calendar
            mode="single"
            required
            selected={localDayOf(values.date)}
            defaultMonth={localDayOf(values.date)}
            onSelect={(day) => {
              set('date', dayKeyOf(day));
              setErrors(({ endDate: _cleared, ...rest }) => rest);
            }}
            className="mx-auto"
          />
        </div>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Selected:{' '}
          <span className="font-medium text-foreground">{formatCalendarDate(values.date)}</span>
        </p>
      </div>
      <FormField label="Event Type">
        {(control) => (
          <Select
            value={values.type}
            onValueChange={(type) => set('type', type as CalendarEventType)}
          >
            <SelectTrigger {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {calendarEventTypes.map((type) => (
                <SelectItem key={type} value={type}>
                  {eventTypeNames[type]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      {hasEndDate(values.type) && (
        <FormField
          label="End date"
          optional
          error={errors.endDate}
          id="calendar-event-end-date"
          description="The last day of the break or exam period; classes do not meet until after it."
        >
          <Input
            type="date"
            value={values.endDate}
            min={values.date}
            onChange={(e) => {
              set('endDate', e.target.value);
              setErrors(({ endDate: _cleared, ...rest }) => rest);
            }}
          />
        </FormField>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending && <Spinner />}
          {editing ? 'Update Event' : 'Add Event'}
        </Button>
        {editing && (
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
