import { TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { days, levels, timetableCategories, timetableCategoryNames } from '@contract/constants';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRootMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { contractResolver } from '@/lib/contract-resolver';
import {
  classFormSchema,
  classLabels,
  type ClassFormSchema,
  type ClassFormValues,
} from './class-values';
import { useServerErrors, type ShowServerErrors } from './use-server-errors';

type ClassFormProps = {
  initial: ClassFormValues;
  /** The class's saved time text when the form cannot read it ('TBA'): kept unless times are given. */
  textTime: string | null;
  editing: boolean;
  /** Adding to the next semester's draft rather than the timetable. */
  toDraft?: boolean;
  pending: boolean;
  /** The server's message when the last save clashed with another class. */
  clash: string | null;
  /** `showErrors` puts a failed save's field messages under the fields; false when it had none. */
  onSubmit: (
    values: ClassFormValues,
    options: { allowClash: boolean; showErrors: ShowServerErrors },
  ) => void;
  onDismissClash: () => void;
  onCancel: () => void;
};

type Option = { value: string; label: string };

/** A select of fixed options, bound to one field of the form. */
function OptionField({
  control,
  name,
  label,
  options,
}: {
  control: Control<z.input<ClassFormSchema>, unknown, z.output<ClassFormSchema>>;
  name: 'day' | 'category' | 'level';
  label: string;
  options: readonly Option[];
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <Select value={field.value} onValueChange={field.onChange}>
            <FormControl>
              <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                <SelectValue />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

const dayOptions = days.map((day) => ({ value: day, label: day }));
const categoryOptions = timetableCategories.map((category) => ({
  value: category,
  label: timetableCategoryNames[category],
}));
const levelOptions = levels.map((level) => ({ value: level, label: level }));

/**
 * The Timetable form: Day, Time (start and end), Course, Venue, Lecturer, Category and Level, with
 * the spec's defaults (Monday, Pure Physics, 100L). A save that clashes with another class shows
 * the clash and offers 'Save anyway'. Mount it with a new `key` to reset it.
 */
export function ClassForm({
  initial,
  textTime,
  editing,
  toDraft = false,
  pending,
  clash,
  onSubmit,
  onDismissClash,
  onCancel,
}: ClassFormProps) {
  const form = useForm({
    resolver: contractResolver(classFormSchema(textTime !== null), classLabels),
    defaultValues: initial,
  });
  const showErrors = useServerErrors(form.setError, classLabels);
  const clashRef = useRef<HTMLDivElement>(null);
  // The clash shows under the form's last fields: bring it into view where 'Save anyway' is.
  useEffect(() => {
    if (clash) clashRef.current?.scrollIntoView({ block: 'nearest' });
  }, [clash]);
  // Any change to the class answers the clash: it no longer describes what would be saved.
  useEffect(() => {
    if (!clash) return;
    return form.subscribe({ formState: { values: true }, callback: () => onDismissClash() });
  }, [clash, form, onDismissClash]);

  const save = (allowClash: boolean) => onSubmit(form.getValues(), { allowClash, showErrors });

  const textField = (
    name: 'course' | 'venue' | 'lecturer',
    label: string,
    placeholder?: string,
  ) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel optional={name === 'lecturer'}>{label}</FormLabel>
          <FormControl>
            <Input {...field} maxLength={200} placeholder={placeholder} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );

  const timeField = (name: 'startTime' | 'endTime', label: string) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input {...field} type="time" step={300} />
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
        onSubmit={form.handleSubmit(() => save(false))}
        className="grid gap-4"
        aria-label={editing ? 'Edit class' : 'Add class'}
      >
        <OptionField control={form.control} name="day" label="Day" options={dayOptions} />
        <fieldset className="grid gap-1.5">
          <legend className="mb-1.5 text-sm leading-5 font-medium text-foreground">Time</legend>
          <div className="grid grid-cols-2 gap-3">
            {timeField('startTime', 'Start')}
            {timeField('endTime', 'End')}
          </div>
          {textTime !== null && (
            <p className="text-xs leading-5 text-muted-foreground">
              Saved as “{textTime}”. Leave both empty to keep it, or give a start and an end.
            </p>
          )}
        </fieldset>
        {textField('course', 'Course', 'e.g. PHY 101 General Physics I')}
        {textField('venue', 'Venue', 'e.g. Physics Lecture Theatre')}
        {textField('lecturer', 'Lecturer')}
        <div className="grid grid-cols-2 gap-3">
          <OptionField
            control={form.control}
            name="category"
            label="Category"
            options={categoryOptions}
          />
          <OptionField control={form.control} name="level" label="Level" options={levelOptions} />
        </div>
        <FormRootMessage />

        {clash && (
          <Alert ref={clashRef} variant="destructive">
            <TriangleAlert aria-hidden="true" />
            <AlertTitle>This class clashes with another</AlertTitle>
            <AlertDescription>
              <p>{clash}.</p>
              <div className="flex flex-wrap gap-2 pt-1">
                <Button
                  type="button"
                  size="sm"
                  variant="destructive"
                  disabled={pending}
                  onClick={() => save(true)}
                >
                  Save anyway
                </Button>
                <Button type="button" size="sm" variant="outline" onClick={onDismissClash}>
                  Change the class
                </Button>
              </div>
            </AlertDescription>
          </Alert>
        )}

        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={pending}>
            {pending && <Spinner />}
            {editing ? 'Update Class' : toDraft ? 'Add to Draft' : 'Add Class'}
          </Button>
          {(editing || toDraft) && (
            <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
          )}
        </div>
      </form>
    </Form>
  );
}
