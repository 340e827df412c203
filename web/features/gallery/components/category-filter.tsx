import type { PhotoCategory } from '@contract/constants';
import { cn } from '@/lib/cn';
import { collectionName, photoCategories } from '../photo-categories';

type CategoryFilterProps = {
  value: PhotoCategory | null;
  onChange: (category: PhotoCategory | null) => void;
};

const pill =
  'inline-flex h-10 cursor-pointer items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors duration-200';

/** The filter pills: All, then each collection by its full name. A pressed pill is the filter. */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  const options: { value: PhotoCategory | null; label: string }[] = [
    { value: null, label: 'All' },
    ...photoCategories.map((category) => ({ value: category, label: collectionName(category) })),
  ];
  return (
    <div role="group" aria-label="Show photos from" className="flex flex-wrap gap-2">
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <button
            key={option.label}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
            className={cn(
              pill,
              pressed
                ? 'bg-primary text-primary-foreground shadow-sm'
                : 'bg-card text-foreground ring-1 ring-border hover:bg-primary-50 hover:text-primary-800 hover:ring-primary-200',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
