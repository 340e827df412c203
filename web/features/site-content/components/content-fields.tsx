import type { Control, FieldValues, Path } from 'react-hook-form';
import { TextFormItem } from '@/components/admin/form-items';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { NativeSelect } from '@/components/ui/native-select';

/** One field of a site-content form: a line, a text area, or a choice. */
export type ContentField = {
  key: string;
  label: string;
  rows?: number;
  optional?: boolean;
  hint?: string;
  type?: 'url' | 'email';
  options?: readonly { value: string; label: string }[];
};

/** The fields under `prefix` ('value.2' for a list's third item, 'value' for an object). */
export function ContentFields<T extends FieldValues>({
  control,
  prefix,
  fields,
}: {
  control: Control<T>;
  prefix: string;
  fields: readonly ContentField[];
}) {
  return (
    <div className="grid items-start gap-3 sm:grid-cols-2">
      {fields.map((field) => {
        const name = `${prefix}.${field.key}` as Path<T>;
        const wide = field.rows ? 'sm:col-span-2' : undefined;
        if (field.options) {
          const options = field.options;
          return (
            <FormField
              key={field.key}
              control={control}
              name={name}
              render={({ field: control }) => (
                <FormItem>
                  <FormLabel>{field.label}</FormLabel>
                  <FormControl>
                    <NativeSelect {...control} value={String(control.value ?? '')}>
                      {options.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </NativeSelect>
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          );
        }
        return (
          <TextFormItem
            key={field.key}
            control={control}
            name={name}
            label={field.label}
            optional={field.optional ?? false}
            className={wide}
            {...(field.rows ? { rows: field.rows } : {})}
            {...(field.hint ? { hint: field.hint } : {})}
            {...(field.type ? { type: field.type } : {})}
          />
        );
      })}
    </div>
  );
}
