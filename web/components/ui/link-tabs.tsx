import type * as React from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from '@/lib/cn';

/**
 * Views of one page that live in its address (?tab=…), shown as tabs: each is a link, so they work
 * without scripts and a view can be shared; the current one is marked aria-current. (Tabs that do
 * not change the address are the Radix ones in ./tabs.)
 */
function LinkTabs({ className, ...props }: React.ComponentProps<'nav'>) {
  return (
    <nav
      data-slot="link-tabs"
      className={cn(
        'inline-flex w-fit max-w-full items-center gap-1 overflow-x-auto rounded-full bg-muted p-1 text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

function LinkTab({ current, className, ...props }: LinkProps & { current: boolean }) {
  return (
    <Link
      data-slot="link-tab"
      replace
      preventScrollReset
      aria-current={current ? 'page' : undefined}
      className={cn(
        'inline-flex h-9 shrink-0 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold whitespace-nowrap',
        'transition-[color,background-color,box-shadow] duration-150',
        'hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'aria-[current=page]:bg-card aria-[current=page]:text-foreground aria-[current=page]:shadow-sm',
        "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      {...props}
    />
  );
}

export { LinkTab, LinkTabs };
