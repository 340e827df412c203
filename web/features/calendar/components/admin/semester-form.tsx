import { CalendarRange } from 'lucide-react';
import { useState } from 'react';
import type * as React from 'react';
import { toast } from 'sonner';
import { MAX_SEMESTER_DAYS, type Semester } from '@contract/semester';
import { useSemester } from '@/api/semester/get-semester';
import { useUpdateSemester } from '@/api/semester/update-semester';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { formatCalendarDate } from '@/features/calendar/calendar-dates';
import type { Errors } from './form-values';

type Field = 'startDate' | 'endDate';
const DAY_MS = 24 * 60 * 60 * 1000;

function validate(start: string, end: string): Errors<Field> {
  const errors: Errors<Field> = {};
  if (!start) errors.startDate = 'First day is required';
  if (!end) errors.endDate = 'Last day is required';
  if (start && end) {
    const days = (Date.parse(end) - Date.parse(start)) / DAY_MS;
    if (days <= 0) errors.endDate = 'Last day must be after the first day';
    else if (days > MAX_SEMESTER_DAYS)
      errors.endDate = `A semester can run at most ${MAX_SEMESTER_DAYS} days`;
  }
  return errors;
}

/** The current semester's dates: the weeks the timetable's calendar feed repeats each class over. */
export function SemesterCard() {
  const semester = useSemester();
  return (
    <section
      aria-labelledby="semester-title"
      className="grid gap-3 rounded-card border border-border bg-card p-5 shadow-xs"
    >
      <div>
        <h2 id="semester-title" className="flex items-center gap-2 text-lg font-semibold">
          <CalendarRange className="size-5 text-primary" aria-hidden="true" />
          Semester dates
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Timetable subscriptions repeat each class weekly between these days, skipping break and
          exam days from the calendar.
        </p>
      </div>
      {semester.isPending ? (
        <Spinner className="size-6 text-primary" label="Loading the semester dates" />
      ) : semester.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {semester.error.message}
        </p>
      ) : (
        <SemesterForm key={semester.data?.startDate ?? 'unset'} semester={semester.data} />
      )}
    </section>
  );
}

function SemesterForm({ semester }: { semester: Semester | null }) {
  const save = useUpdateSemester();
  const [start, setStart] = useState(semester?.startDate.slice(0, 10) ?? '');
  const [end, setEnd] = useState(semester?.endDate.slice(0, 10) ?? '');
  const [errors, setErrors] = useState<Errors<Field>>({});

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate(start, end);
    setErrors(found);
    if (found.startDate || found.endDate) return;
    save.mutate(
      { startDate: start, endDate: end },
      {
        onSuccess: (saved) =>
          toast.success('Semester dates saved', {
            description:
              saved &&
              `${formatCalendarDate(saved.startDate)} to ${formatCalendarDate(saved.endDate)}`,
          }),
        onError: (error) => {
          console.error(error);
          toast.error(error.message);
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-3" aria-label="Semester dates">
      {!semester && (
        <p className="text-sm font-medium text-amber-800">
          Not set yet: timetable subscriptions have no classes until it is.
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="First day" error={errors.startDate}>
          <Input type="date" value={start} onChange={(e) => setStart(e.target.value)} />
        </FormField>
        <FormField label="Last day" error={errors.endDate}>
          <Input type="date" value={end} onChange={(e) => setEnd(e.target.value)} />
        </FormField>
      </div>
      <Button
        type="submit"
        variant="outline"
        disabled={save.isPending}
        className="justify-self-start"
      >
        {save.isPending && <Spinner />}
        Save semester dates
      </Button>
    </form>
  );
}
