import type * as React from 'react';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';

type SelectOption<T extends string> = { value: T; label: string };

type SelectControlProps<T extends string> = Omit<
  React.ComponentProps<typeof SelectTrigger>,
  'value' | 'onChange' | 'children' | 'disabled'
> & {
  value: T;
  onChange: (value: T) => void;
  options: readonly SelectOption<T>[];
  disabled?: boolean | undefined;
};

/**
 * A select of fixed options. The other props (id, aria-*, ref, onBlur) go on its trigger, the
 * button a person focuses, so it sits inside FormControl like an Input:
 *
 *   <FormControl><SelectControl value={field.value} onChange={field.onChange} … /></FormControl>
 */
export function SelectControl<T extends string>({
  value,
  onChange,
  options,
  disabled,
  ...trigger
}: SelectControlProps<T>) {
  return (
    // Radix hands back one of the options' values, so the cast only restores their type.
    <Select value={value} onValueChange={(next) => onChange(next as T)} disabled={disabled}>
      <SelectTrigger {...trigger}>
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
  );
}
