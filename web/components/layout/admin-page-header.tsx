import type * as React from 'react';
import { cn } from '@/lib/cn';

type AdminPageHeaderProps = Omit<React.ComponentProps<'header'>, 'title'> & {
  /** The page's h1. */
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Buttons for the page's main actions ('Add event'); they wrap below the title on phones. */
  actions?: React.ReactNode;
};

/** The top of every admin page: its heading, a line about it, and its main actions. */
export function AdminPageHeader({
  title,
  description,
  actions,
  className,
  ...props
}: AdminPageHeaderProps) {
  return (
    <header
      data-slot="admin-page-header"
      className={cn('flex flex-wrap items-end justify-between gap-x-6 gap-y-3', className)}
      {...props}
    >
      <div className="grid min-w-0 gap-1">
        <h1 className="text-2xl leading-8 font-bold tracking-tight text-foreground">{title}</h1>
        {description && <p className="max-w-2xl text-sm text-muted-foreground">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </header>
  );
}
