import { ChevronDownIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/cn';

/**
 * The browser's own select, styled like the site's fields. The public academics pages use it for
 * their filters: phones show their native picker, and no popover code is downloaded for it.
 */
export function NativeSelect({
  className,
  size = 'default',
  ...props
}: Omit<React.ComponentProps<'select'>, 'size'> & { size?: 'sm' | 'default' }) {
  return (
    <div className={cn('relative', className)}>
      <select
        data-slot="native-select"
        className={cn(
          'w-full min-w-0 cursor-pointer appearance-none rounded-control border border-input bg-card pr-9 pl-3 text-base text-foreground shadow-xs sm:text-sm',
          size === 'sm' ? 'h-9' : 'h-10',
          'transition-[border-color,box-shadow] duration-150 outline-none',
          'focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25',
          'aria-invalid:border-destructive disabled:cursor-not-allowed disabled:opacity-60',
        )}
        {...props}
      />
      <ChevronDownIcon
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
    </div>
  );
}
