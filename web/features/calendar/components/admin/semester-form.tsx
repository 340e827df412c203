import { CalendarRange } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { semesterUpdateSchema, type Semester } from '@contract/semester';
import { Button } from '@/components/ui/button';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { useSemester } from '@/api/semester/get-semester';
import { useUpdateSemester } from '@/api/semester/update-semester';
import { Spinner } from '@/components/ui/spinner';
import { formatCalendarDate } from '@/features/calendar/calendar-dates';
import { contractResolver } from '@/lib/contract-resolver';
import { useServerErrors } from './use-server-errors';

const labels = { startDate: 'First day', endDate: 'Last day' };

/** A date input left empty reads 'is required', not 'must be a real date'; the rest is the contract's. */
const filledIn = <S extends z.ZodType<unknown, string>>(rule: S) =>
  z.string().min(1, 'is required').pipe(rule);

/** The contract's rules: real days, the last after the first, at most a year apart. */
const resolver = contractResolver(
  semesterUpdateSchema.safeExtend({
    startDate: filledIn(semesterUpdateSchema.shape.startDate),
    endDate: filledIn(semesterUpdateSchema.shape.endDate),
  }),
  labels,
);

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
  const form = useForm({
    resolver,
    defaultValues: {
      startDate: semester?.startDate.slice(0, 10) ?? '',
      endDate: semester?.endDate.slice(0, 10) ?? '',
    },
  });
  const showErrors = useServerErrors(form.setError, labels);

  function submit() {
    save.mutate(form.getValues(), {
      onSuccess: (saved) =>
        toast.success('Semester dates saved', {
          description:
            saved &&
            `${formatCalendarDate(saved.startDate)} to ${formatCalendarDate(saved.endDate)}`,
        }),
      onError: (error) => {
        console.error(error);
        if (!showErrors(error)) toast.error(error.message);
      },
    });
  }

  const dateField = (name: 'startDate' | 'endDate') => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{labels[name]}</FormLabel>
          <FormControl>
            <Input {...field} type="date" />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );

  return (
    <Form {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit(submit)}
        className="grid gap-3"
        aria-label="Semester dates"
      >
        {!semester && (
          <p className="text-sm font-medium text-amber-800">
            Not set yet: timetable subscriptions have no classes until it is.
          </p>
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          {dateField('startDate')}
          {dateField('endDate')}
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
    </Form>
  );
}
