import type * as React from 'react';
import { cn } from '@/lib/cn';

/** A placeholder block shown while content loads; hidden from assistive technology. */
function Skeleton({ className, ...props }: React.ComponentProps<'span'>) {
  return (
    <span
      data-slot="skeleton"
      aria-hidden="true"
      className={cn(
        'block animate-pulse rounded-md bg-current/15 motion-reduce:animate-none',
        className,
      )}
      {...props}
    />
  );
}

export { Skeleton };
