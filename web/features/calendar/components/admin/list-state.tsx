import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

type ListStateProps = {
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  isEmpty: boolean;
  emptyMessage: string;
  children: React.ReactNode;
};

/** A spinner while the list loads, the store message if it failed, the empty message, or the list. */
export function ListState({
  isPending,
  error,
  onRetry,
  isEmpty,
  emptyMessage,
  children,
}: ListStateProps) {
  if (isPending) {
    return (
      <div className="grid place-items-center rounded-card border border-border bg-card py-12">
        <Spinner className="size-8 text-primary" label="Loading" />
      </div>
    );
  }
  if (error) {
    return (
      <div
        role="alert"
        className="grid justify-items-center gap-3 rounded-card border border-red-100 bg-red-50 px-4 py-8 text-center"
      >
        <p className="font-medium text-destructive">{error.message}</p>
        <Button type="button" size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (isEmpty) {
    return (
      <p className="rounded-card border border-dashed border-input bg-card px-4 py-10 text-center text-muted-foreground">
        {emptyMessage}
      </p>
    );
  }
  return <>{children}</>;
}
