import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type * as React from 'react';
import { cn } from '@/lib/cn';

// Every variant but 'link' is a box: a pill of a fixed height.
const boxed = ['default', 'destructive', 'outline', 'inverse', 'secondary', 'ghost'] as const;

const buttonVariants = cva(
  [
    'inline-flex shrink-0 cursor-pointer items-center justify-center font-semibold whitespace-nowrap select-none',
    'transition-[color,background-color,border-color,box-shadow,transform] duration-200 ease-out motion-safe:active:scale-[0.98]',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    'aria-invalid:outline-2 aria-invalid:outline-destructive',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        default: 'rounded-full bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
        destructive:
          'rounded-full bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive-hover',
        outline:
          'rounded-full border border-input bg-card text-foreground shadow-xs hover:border-primary-300 hover:bg-primary-50 hover:text-primary-800',
        /** An outline on a dark surface. */
        inverse:
          'rounded-full border border-white/30 bg-white/10 text-white hover:border-white hover:bg-white/20',
        secondary:
          'rounded-full bg-secondary text-secondary-foreground shadow-sm hover:bg-secondary-hover',
        ghost: 'rounded-full text-foreground hover:bg-muted',
        link: 'rounded-md text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'gap-2 text-sm',
        sm: 'gap-1.5 text-sm',
        lg: 'gap-2 text-base',
        icon: 'gap-2',
      },
    },
    // Heights and padding for the boxes; a link sits in the text.
    compoundVariants: [
      { variant: [...boxed], size: 'default', className: 'h-11 px-5' },
      { variant: [...boxed], size: 'sm', className: 'h-9 px-4' },
      { variant: [...boxed], size: 'lg', className: 'h-12 px-7' },
      { variant: [...boxed], size: 'icon', className: 'size-11' },
    ],
    defaultVariants: {
      variant: 'default',
      size: 'default',
    },
  },
);

type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Renders the single child (a link, say) with the button's styles instead of a <button>. */
    asChild?: boolean;
  };

function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? 'default'}
      data-size={size ?? 'default'}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}

export { Button, buttonVariants, type ButtonProps };
