import type { PhotoCategory } from '@contract/constants';
import { FormField } from '@/components/ui/form-field';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { adminCategoryLabels, photoCategories } from '../photo-categories';

type CategorySelectProps = {
  value: PhotoCategory;
  onChange: (category: PhotoCategory) => void;
  label?: string;
  disabled?: boolean;
  error?: string;
  description?: string;
};

/** The photo category select: Alumni, Executives, Honorary, Events. */
export function CategorySelect({
  value,
  onChange,
  label = 'Category',
  disabled,
  error,
  description,
}: CategorySelectProps) {
  return (
    <FormField label={label} error={error} description={description}>
      {(control) => (
        <Select
          value={value}
          onValueChange={(next) => onChange(next as PhotoCategory)}
          disabled={disabled}
        >
          <SelectTrigger {...control}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {photoCategories.map((category) => (
              <SelectItem key={category} value={category}>
                {adminCategoryLabels[category]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}
