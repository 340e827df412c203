import { PencilLine } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  academicSessionUpdateSchema,
  semesters,
  type AcademicSession,
  type SemesterName,
} from '@contract/academic-session';
import { useUpdateAcademicSession } from '@/api/academic-session/update-academic-session';
import { SelectControl } from '@/components/admin/select-field';
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
import { Spinner } from '@/components/ui/spinner';
import { contractResolver } from '@/lib/contract-resolver';
import { notifyFailure } from './notify-failure';
import { semesterName } from './semester-name';
import { SessionCard } from './session-card';

const labels = { session: 'Session', semester: 'Semester' };
const resolver = contractResolver(academicSessionUpdateSchema, labels);
const semesterOptions = semesters.map((value) => ({ value, label: semesterName(value) }));

/**
 * Setting the session outright, for a wrong start (the site guessed it from the date when it was
 * installed) or a slip. Unlike starting the next session, nothing is archived or copied.
 */
export function CorrectSessionForm({ current }: { current: AcademicSession }) {
  const save = useUpdateAcademicSession();
  const form = useForm<{ session: string; semester: SemesterName }>({
    resolver,
    defaultValues: current,
  });

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) =>
        toast.success('Session corrected', {
          description: `${saved.session}, ${semesterName(saved.semester).toLowerCase()}`,
        }),
      onError: notifyFailure,
    }),
  );

  return (
    <SessionCard
      icon={PencilLine}
      title="Correct the session"
      description="Only to put right a wrong session or semester: nothing is archived or copied."
    >
      <Form {...form}>
        <form noValidate onSubmit={submit} className="grid gap-3" aria-label="Correct the session">
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField
              control={form.control}
              name="session"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{labels.session}</FormLabel>
                  <FormControl>
                    <Input {...field} inputMode="numeric" placeholder="2026/2027" />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="semester"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{labels.semester}</FormLabel>
                  <FormControl>
                    <SelectControl
                      value={field.value}
                      onChange={field.onChange}
                      options={semesterOptions}
                      className="w-full"
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          </div>
          <Button
            type="submit"
            variant="outline"
            disabled={save.isPending}
            className="justify-self-start"
          >
            {save.isPending && <Spinner />}
            Save correction
          </Button>
        </form>
      </Form>
    </SessionCard>
  );
}
