import type * as React from 'react';
import { ListError } from '@/components/list-error';

type ListStateProps = {
  isPending: boolean;
  /** 'Error loading courses: …' when the list failed. */
  error: string | null;
  onRetry: () => void;
  retrying: boolean;
  isEmpty: boolean;
  emptyMessage: string;
  children: React.ReactNode;
};

/** 'Loading...', the error with Try Again, the empty message, or the list. */
export function ListState({
  isPending,
  error,
  onRetry,
  retrying,
  isEmpty,
  emptyMessage,
  children,
}: ListStateProps) {
  if (isPending) {
    return (
      <p
        role="status"
        className="rounded-card border border-border bg-card px-4 py-8 text-center text-muted-foreground"
      >
        Loading...
      </p>
    );
  }
  if (error) return <ListError message={error} onRetry={onRetry} retrying={retrying} />;
  if (isEmpty) {
    return (
      <p className="rounded-card border border-dashed border-input bg-card px-4 py-8 text-center text-muted-foreground">
        {emptyMessage}
      </p>
    );
  }
  return <>{children}</>;
}
