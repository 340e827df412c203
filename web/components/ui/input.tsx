import type * as React from 'react';
import { cn } from '@/lib/cn';

/**
 * A single-line text field. Mark it invalid with `aria-invalid` (FormField does this) and it turns
 * red; the focus ring follows the design tokens.
 */
function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        'flex h-10 w-full min-w-0 rounded-control border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs sm:text-sm',
        'transition-[border-color,box-shadow] duration-150 outline-none',
        'placeholder:text-muted-foreground',
        'focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25',
        'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/25',
        'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
        'read-only:bg-muted/60',
        'file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-semibold file:text-foreground',
        className,
      )}
      {...props}
    />
  );
}

/** Multi-line text, styled like Input. */
function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        'flex min-h-24 w-full min-w-0 rounded-control border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs sm:text-sm',
        'transition-[border-color,box-shadow] duration-150 outline-none',
        'placeholder:text-muted-foreground',
        'focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25',
        'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/25',
        'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}

export { Input, Textarea };
