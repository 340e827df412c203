import { TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type * as React from 'react';
import {
  days,
  levels,
  timetableCategories,
  timetableCategoryNames,
  type Day,
  type Level,
  type TimetableCategory,
} from '@contract/constants';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { validateClass, type ClassField, type ClassFormValues, type Errors } from './form-values';

type ClassFormProps = {
  initial: ClassFormValues;
  /** The class's saved time text when the form cannot read it ('TBA'): kept unless times are given. */
  textTime: string | null;
  editing: boolean;
  pending: boolean;
  /** The server's message when the last save clashed with another class. */
  clash: string | null;
  onSubmit: (values: ClassFormValues, options: { allowClash: boolean }) => void;
  onDismissClash: () => void;
  onCancel: () => void;
};

const fieldIds: Record<ClassField, string> = {
  startTime: 'class-start-time',
  endTime: 'class-end-time',
  course: 'class-course',
  venue: 'class-venue',
};

/**
 * The Timetable form: Day, Time (start and end), Course, Venue, Lecturer, Category and Level, with
 * the spec's defaults (Monday, Pure Physics, 100L). A save that clashes with another class shows
 * the clash and offers 'Save anyway'. Mount it with a new `key` to reset it.
 */
export function ClassForm({
  initial,
  textTime,
  editing,
  pending,
  clash,
  onSubmit,
  onDismissClash,
  onCancel,
}: ClassFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<ClassField>>({});
  const [submitted, setSubmitted] = useState(false);
  const clashRef = useRef<HTMLDivElement>(null);
  // The clash shows under the form's last fields: bring it into view where 'Save anyway' is.
  useEffect(() => {
    if (clash) clashRef.current?.scrollIntoView({ block: 'nearest' });
  }, [clash]);

  function set<K extends keyof ClassFormValues>(key: K, value: ClassFormValues[K]) {
    const next = { ...values, [key]: value };
    setValues(next);
    // Once the user has tried to save, errors follow the fields as they are corrected.
    if (submitted) setErrors(validateClass(next, textTime !== null));
    if (clash) onDismissClash();
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const found = validateClass(values, textTime !== null);
    setErrors(found);
    const first = (Object.keys(fieldIds) as ClassField[]).find((field) => found[field]);
    if (first) {
      document.getElementById(fieldIds[first])?.focus();
      return;
    }
    onSubmit(values, { allowClash: false });
  }

  const text = (field: 'course' | 'venue' | 'lecturer') => ({
    value: values[field],
    maxLength: 200,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set(field, e.target.value),
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-4"
      aria-label={editing ? 'Edit class' : 'Add class'}
    >
      <FormField label="Day">
        {(control) => (
          <Select value={values.day} onValueChange={(day) => set('day', day as Day)}>
            <SelectTrigger {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {days.map((day) => (
                <SelectItem key={day} value={day}>
                  {day}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <fieldset className="grid gap-1.5">
        <legend className="mb-1.5 text-sm leading-5 font-medium text-foreground">Time</legend>
        <div className="grid grid-cols-2 gap-3">
          <FormField label="Start" error={errors.startTime} id={fieldIds.startTime}>
            <Input
              type="time"
              step={300}
              value={values.startTime}
              onChange={(e) => set('startTime', e.target.value)}
            />
          </FormField>
          <FormField label="End" error={errors.endTime} id={fieldIds.endTime}>
            <Input
              type="time"
              step={300}
              value={values.endTime}
              onChange={(e) => set('endTime', e.target.value)}
            />
          </FormField>
        </div>
        {textTime !== null && (
          <p className="text-xs leading-5 text-muted-foreground">
            Saved as “{textTime}”. Leave both empty to keep it, or give a start and an end.
          </p>
        )}
      </fieldset>
      <FormField label="Course" error={errors.course} id={fieldIds.course}>
        <Input {...text('course')} placeholder="e.g. PHY 101 General Physics I" />
      </FormField>
      <FormField label="Venue" error={errors.venue} id={fieldIds.venue}>
        <Input {...text('venue')} placeholder="e.g. Physics Lecture Theatre" />
      </FormField>
      <FormField label="Lecturer" optional>
        <Input {...text('lecturer')} />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField label="Category">
          {(control) => (
            <Select
              value={values.category}
              onValueChange={(category) => set('category', category as TimetableCategory)}
            >
              <SelectTrigger {...control}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {timetableCategories.map((category) => (
                  <SelectItem key={category} value={category}>
                    {timetableCategoryNames[category]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
        <FormField label="Level">
          {(control) => (
            <Select value={values.level} onValueChange={(level) => set('level', level as Level)}>
              <SelectTrigger {...control}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {levels.map((level) => (
                  <SelectItem key={level} value={level}>
                    {level}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
      </div>

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
                onClick={() => onSubmit(values, { allowClash: true })}
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
          {editing ? 'Update Class' : 'Add Class'}
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
