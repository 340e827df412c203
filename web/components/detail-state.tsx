import type { UseQueryResult } from '@tanstack/react-query';
import type * as React from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { ListError } from './list-error';

type DetailStateProps<T> = {
  query: UseQueryResult<T, Error>;
  /** 'this course', for the loading label and the error message. */
  what: string;
  /** The record page's width (e.g. 'max-w-4xl'), so the placeholder and the error line up with it. */
  className?: string;
  /** Shown when the server says the record does not exist (404). */
  notFound: React.ReactNode;
  children: (data: T) => React.ReactNode;
};

/** One record's page: a placeholder while it loads, not-found for 404, an error with Try Again. */
export function DetailState<T>({
  query,
  what,
  className,
  notFound,
  children,
}: DetailStateProps<T>) {
  if (query.isPending) {
    return (
      <div
        role="status"
        aria-label={`Loading ${what}`}
        className={cn('container-page grid gap-6 py-14 text-muted-foreground', className)}
      >
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-10 w-4/5" />
        <Skeleton className="aspect-[16/9] w-full rounded-card" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <>{notFound}</>;
    return (
      <div className={cn('container-page py-14', className)}>
        <ListError
          message={`Could not load ${what}: ${query.error.message}`}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
