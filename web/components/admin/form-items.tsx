import type * as React from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { textOf } from '@/components/admin/form-rules';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input, Textarea } from '@/components/ui/input';
import { SelectControl } from './select-field';

type ItemProps<T extends FieldValues, O> = {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  /** A hint under the control. */
  hint?: React.ReactNode;
  /** Adds '(optional)' to the label. */
  optional?: boolean;
  className?: string;
};

type TextFormItemProps<T extends FieldValues, O> = ItemProps<T, O> &
  Pick<
    React.ComponentProps<'input'>,
    'type' | 'inputMode' | 'placeholder' | 'autoComplete' | 'autoCapitalize' | 'disabled'
  > & {
    /** A multi-line Textarea of this many rows instead of a one-line Input. */
    rows?: number;
  };

/**
 * The usual text field of an admin form, on the one form layer: its label, the Input (or a
 * Textarea given `rows`), an optional hint and its message.
 *
 *   <TextFormItem control={form.control} name="title" label="Title" />
 */
export function TextFormItem<T extends FieldValues, O>({
  control,
  name,
  label,
  hint,
  optional = false,
  className,
  rows,
  ...input
}: TextFormItemProps<T, O>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem described={Boolean(hint)} className={className}>
          <FormLabel optional={optional}>{label}</FormLabel>
          <FormControl>
            {rows ? (
              <Textarea rows={rows} {...field} value={textOf(field.value)} />
            ) : (
              <Input {...input} {...field} value={textOf(field.value)} />
            )}
          </FormControl>
          {hint && <FormDescription>{hint}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

type SelectFormItemProps<T extends FieldValues, O, V extends string> = ItemProps<T, O> & {
  options: readonly { value: V; label: string }[];
  disabled?: boolean;
};

/** A select of fixed options with its label and message, on the one form layer. */
export function SelectFormItem<T extends FieldValues, O, V extends string>({
  control,
  name,
  label,
  hint,
  optional = false,
  className,
  options,
  disabled,
}: SelectFormItemProps<T, O, V>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem described={Boolean(hint)} className={className}>
          <FormLabel optional={optional}>{label}</FormLabel>
          <FormControl>
            <SelectControl<V>
              ref={field.ref}
              value={field.value as V}
              onChange={field.onChange}
              onBlur={field.onBlur}
              options={options}
              disabled={disabled}
            />
          </FormControl>
          {hint && <FormDescription>{hint}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
