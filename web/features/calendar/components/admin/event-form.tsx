import { useForm, useWatch, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { calendarEventCreateSchema } from '@contract/calendar';
import { calendarEventTypes, type CalendarEventType } from '@contract/constants';
import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRootMessage,
} from '@/components/ui/form';
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
import { contractResolver } from '@/lib/contract-resolver';
import { eventLabels, hasEndDate, type EventFormValues } from './event-values';
import { useServerErrors, type ShowServerErrors } from './use-server-errors';

type EventFormProps = {
  /** The values to start from: the defaults, or the event being edited. */
  initial: EventFormValues;
  editing: boolean;
  pending: boolean;
  /** `showErrors` puts a failed save's field messages under the fields; false when it had none. */
  onSubmit: (values: EventFormValues, showErrors: ShowServerErrors) => void;
  onCancel: () => void;
};

type EventSaved = z.output<typeof calendarEventCreateSchema>;
// The contract's optional fields take any input (a blank reads as absent); the form holds strings.
const resolver = contractResolver(calendarEventCreateSchema, eventLabels) as Resolver<
  EventFormValues,
  unknown,
  EventSaved
>;

/**
 * The Events form: Event Name, Description, Date (a calendar, today by default), Event Type and,
 * for a break or exam period, its End date. 'Add Event', or 'Update Event' and 'Cancel' while
 * editing. Mount it with a new `key` to reset it.
 */
export function EventForm({ initial, editing, pending, onSubmit, onCancel }: EventFormProps) {
  const form = useForm<EventFormValues, unknown, EventSaved>({ resolver, defaultValues: initial });
  const showErrors = useServerErrors(form.setError, eventLabels);
  const [date, type] = useWatch({ control: form.control, name: ['date', 'type'] });

  return (
    <Form {...form}>
      <form
        noValidate
        // The page sends the values as typed (a blank description or end date clears the saved one).
        onSubmit={form.handleSubmit(() => onSubmit(form.getValues(), showErrors))}
        className="grid gap-4"
        aria-label={editing ? 'Edit event' : 'Add event'}
      >
        <FormField
          control={form.control}
          name="event"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Event Name</FormLabel>
              <FormControl>
                <Input
                  {...field}
                  maxLength={200}
                  placeholder="e.g. First-semester examinations begin"
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="description"
          render={({ field }) => (
            <FormItem>
              <FormLabel optional>Description</FormLabel>
              <FormControl>
                <Textarea {...field} maxLength={5000} rows={3} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="date"
          render={({ field }) => (
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
                  selected={localDayOf(field.value)}
                  defaultMonth={localDayOf(field.value)}
                  onSelect={(day) => {
                    field.onChange(dayKeyOf(day));
                    // A new start answers a complaint about the end.
                    form.clearErrors('endDate');
                  }}
                  className="mx-auto"
                />
              </div>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                Selected:{' '}
                <span className="font-medium text-foreground">
                  {formatCalendarDate(field.value)}
                </span>
              </p>
            </div>
          )}
        />
        <FormField
          control={form.control}
          name="type"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Event Type</FormLabel>
              <Select
                value={field.value}
                onValueChange={(next) => field.onChange(next as CalendarEventType)}
              >
                <FormControl>
                  <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {calendarEventTypes.map((option) => (
                    <SelectItem key={option} value={option}>
                      {eventTypeNames[option]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="session"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Session</FormLabel>
              <FormControl>
                <Input {...field} inputMode="numeric" placeholder="From the date" />
              </FormControl>
              <FormDescription>
                Like 2026/2027. Left blank, the session its date falls in (September to August).
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        {hasEndDate(type) && (
          <FormField
            control={form.control}
            name="endDate"
            // Only a break or exam has an end: another type neither checks nor sends one.
            shouldUnregister
            render={({ field }) => (
              <FormItem described>
                <FormLabel optional>End date</FormLabel>
                <FormControl>
                  <Input {...field} type="date" min={date} />
                </FormControl>
                <FormDescription>
                  The last day of the break or exam period; classes do not meet until after it.
                </FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
        )}
        <FormRootMessage />
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
    </Form>
  );
}
