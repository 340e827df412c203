import { useFormContext } from 'react-hook-form';
import type { PhotoCategory } from '@contract/constants';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { adminCategoryLabels, photoCategories } from '../photo-categories';

type CategorySelectProps = {
  label?: string;
  disabled?: boolean;
  description?: string | undefined;
};

/** The photo category select (the form's `category`): Alumni, Executives, Honorary, Events. */
export function CategorySelect({ label = 'Category', disabled, description }: CategorySelectProps) {
  const { control } = useFormContext<{ category: PhotoCategory }>();
  return (
    <FormField
      control={control}
      name="category"
      render={({ field }) => (
        <FormItem described={!!description}>
          <FormLabel>{label}</FormLabel>
          <Select
            value={field.value}
            onValueChange={(next) => field.onChange(next as PhotoCategory)}
            disabled={disabled}
          >
            <FormControl>
              <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                <SelectValue />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {photoCategories.map((category) => (
                <SelectItem key={category} value={category}>
                  {adminCategoryLabels[category]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
