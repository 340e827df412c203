import type * as React from 'react';
import { FormField } from '@/components/ui/form-field';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';

type SelectOption<T extends string> = { value: T; label: string };

type SelectFieldProps<T extends string> = {
  label: React.ReactNode;
  error?: string | undefined;
  value: T;
  onChange: (value: T) => void;
  options: readonly SelectOption<T>[];
  disabled?: boolean;
};

/** A labelled select of fixed options, with its error under it. */
export function SelectField<T extends string>({
  label,
  error,
  value,
  onChange,
  options,
  disabled,
}: SelectFieldProps<T>) {
  return (
    <FormField label={label} error={error}>
      {(control) => (
        // Radix hands back one of the options' values, so the cast only restores their type.
        <Select value={value} onValueChange={(next) => onChange(next as T)} disabled={disabled}>
          <SelectTrigger {...control}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}
