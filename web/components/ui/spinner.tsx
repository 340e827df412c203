import { LoaderCircle } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/cn';

/**
 * A spinning ring for work in progress, sized by the surrounding text (1em) unless told otherwise.
 * Decorative by default: say what is happening in text beside it ('Saving…'), or pass `label`.
 */
function Spinner({ className, label, ...props }: React.ComponentProps<'svg'> & { label?: string }) {
  return (
    <LoaderCircle
      data-slot="spinner"
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn('size-[1em] shrink-0 motion-safe:animate-spin', className)}
      {...props}
    />
  );
}

export { Spinner };
