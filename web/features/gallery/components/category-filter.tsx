import { Link } from 'react-router';
import type { PhotoCategory } from '@contract/constants';
import { cn } from '@/lib/cn';
import { galleryHref } from '../gallery-params';
import { collectionName, photoCategories } from '../photo-categories';

const pill =
  'inline-flex h-10 cursor-pointer items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors duration-200';

/**
 * The filter pills: All, then each collection by its full name. Each is a link (the collection
 * lives in the address, and the pills work without scripts); the current one is marked.
 */
export function CategoryFilter({ value }: { value: PhotoCategory | null }) {
  const options: { value: PhotoCategory | null; label: string }[] = [
    { value: null, label: 'All' },
    ...photoCategories.map((category) => ({ value: category, label: collectionName(category) })),
  ];
  return (
    <nav aria-label="Show photos from" className="flex flex-wrap gap-2">
      {options.map((option) => {
        const current = option.value === value;
        return (
          <Link
            key={option.label}
            to={galleryHref('/gallery', { category: option.value, pages: 1 })}
            replace
            preventScrollReset
            aria-current={current ? 'page' : undefined}
            className={cn(
              pill,
              current
                ? 'bg-primary text-primary-foreground shadow-sm'
                : 'bg-card text-foreground ring-1 ring-border hover:bg-primary-50 hover:text-primary-800 hover:ring-primary-200',
            )}
          >
            {option.label}
          </Link>
        );
      })}
    </nav>
  );
}
