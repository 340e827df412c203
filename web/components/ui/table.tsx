import type * as React from 'react';
import { cn } from '@/lib/cn';

type TableProps = React.ComponentProps<'table'> & {
  /**
   * Below the md breakpoint, show each row as a card: the header row is hidden (it stays in the
   * accessibility tree) and every cell with a `label` shows it before its value.
   */
  stack?: boolean;
  /** Classes for the scrolling wrapper. */
  containerClassName?: string;
};

/** A data table. Wide tables scroll sideways inside their wrapper instead of widening the page. */
function Table({ className, stack = false, containerClassName, ...props }: TableProps) {
  return (
    <div
      data-slot="table-container"
      className={cn('relative w-full overflow-x-auto', containerClassName)}
    >
      <table
        data-slot="table"
        data-stack={stack ? '' : undefined}
        className={cn('group/table w-full caption-bottom text-sm', className)}
        {...props}
      />
    </div>
  );
}

function TableHeader({ className, ...props }: React.ComponentProps<'thead'>) {
  return (
    <thead
      data-slot="table-header"
      className={cn(
        '[&_tr]:border-b [&_tr]:hover:bg-transparent',
        'group-data-[stack]/table:max-md:sr-only',
        className,
      )}
      {...props}
    />
  );
}

function TableBody({ className, ...props }: React.ComponentProps<'tbody'>) {
  return (
    <tbody
      data-slot="table-body"
      className={cn(
        '[&_tr:last-child]:border-0',
        'group-data-[stack]/table:max-md:grid group-data-[stack]/table:max-md:gap-3 group-data-[stack]/table:max-md:[&_tr:last-child]:border',
        className,
      )}
      {...props}
    />
  );
}

function TableRow({ className, ...props }: React.ComponentProps<'tr'>) {
  return (
    <tr
      data-slot="table-row"
      className={cn(
        'border-b border-border transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted',
        'group-data-[stack]/table:max-md:grid group-data-[stack]/table:max-md:gap-2 group-data-[stack]/table:max-md:rounded-control group-data-[stack]/table:max-md:border group-data-[stack]/table:max-md:bg-card group-data-[stack]/table:max-md:p-3 group-data-[stack]/table:max-md:hover:bg-card',
        className,
      )}
      {...props}
    />
  );
}

function TableHead({ className, ...props }: React.ComponentProps<'th'>) {
  return (
    <th
      data-slot="table-head"
      className={cn(
        'h-10 px-3 text-left align-middle text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase',
        '[&:has([role=checkbox])]:pr-0',
        className,
      )}
      {...props}
    />
  );
}

type TableCellProps = React.ComponentProps<'td'> & {
  /** The column's name, shown before the value when a `stack` table is shown as cards. */
  label?: string;
};

function TableCell({ className, label, ...props }: TableCellProps) {
  return (
    <td
      data-slot="table-cell"
      data-label={label}
      className={cn(
        'px-3 py-2.5 align-middle',
        'group-data-[stack]/table:max-md:block group-data-[stack]/table:max-md:p-0',
        'group-data-[stack]/table:max-md:data-[label]:grid group-data-[stack]/table:max-md:data-[label]:grid-cols-[6.5rem_minmax(0,1fr)] group-data-[stack]/table:max-md:data-[label]:items-baseline group-data-[stack]/table:max-md:data-[label]:gap-2',
        'group-data-[stack]/table:max-md:data-[label]:before:text-xs group-data-[stack]/table:max-md:data-[label]:before:font-medium group-data-[stack]/table:max-md:data-[label]:before:text-muted-foreground group-data-[stack]/table:max-md:data-[label]:before:content-[attr(data-label)]',
        className,
      )}
      {...props}
    />
  );
}

function TableCaption({ className, ...props }: React.ComponentProps<'caption'>) {
  return (
    <caption
      data-slot="table-caption"
      className={cn('mt-4 text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

export { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow };
