import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

type CardGridSkeletonProps = {
  count?: number;
  /** The grid's column classes, the same as the loaded list's. */
  className?: string;
  /** Cards with a picture on top (tutorials, news) or text only (courses). */
  media?: boolean;
  /** What is loading, for screen readers: 'Loading tutorials'. */
  label: string;
};

/** Placeholder cards in the grid's shape while a list loads. */
export function CardGridSkeleton({
  count = 3,
  className,
  media = true,
  label,
}: CardGridSkeletonProps) {
  return (
    <div
      role="status"
      aria-label={label}
      className={cn('grid gap-6 text-muted-foreground', className)}
    >
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          className="overflow-hidden rounded-card bg-card shadow-card ring-1 ring-border"
        >
          {media && <Skeleton className="aspect-[16/9] rounded-none" />}
          <div className="grid gap-3 p-5">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-5 w-5/6" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
