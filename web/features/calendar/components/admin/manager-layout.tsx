import type * as React from 'react';
import { useEffect, useRef } from 'react';
import { revealForm } from '@/components/admin/form-snapshot';

type ManagerLayoutProps = {
  formTitle: string;
  form: React.ReactNode;
  /** Changes whenever the form starts again (another record, or after a save or Cancel). */
  formKey: string;
  /** The form holds a record from the list: it is brought into view, its first field focused. */
  editing: boolean;
  /** The dirty check's `track` (use-unsaved-changes.tsx). */
  trackForm?: (element: HTMLElement | null) => void;
  /** More cards under the form (the semester dates). */
  aside?: React.ReactNode;
  listTitle: string;
  count: number | undefined;
  /** How many of them the list shows, when a filter hides some. */
  shown?: number;
  noun: [singular: string, plural: string];
  list: React.ReactNode;
};

/** A tab of the calendar admin: the form on the left and the list on the right; stacked on phones. */
export function ManagerLayout({
  formTitle,
  form,
  formKey,
  editing,
  trackForm,
  aside,
  listTitle,
  count,
  shown,
  noun,
  list,
}: ManagerLayoutProps) {
  const titleId = `${listTitle.toLowerCase().replace(/\W+/g, '-')}-title`;
  const formSection = useRef<HTMLElement>(null);
  // Edit on a row far down the list: on a phone the form is screens above it.
  useEffect(() => {
    if (editing && formSection.current) revealForm(formSection.current);
  }, [editing, formKey]);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start xl:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      <div className="grid gap-6">
        <section
          ref={formSection}
          aria-label={formTitle}
          className="grid scroll-mt-20 gap-4 rounded-card border border-border bg-card p-5 shadow-xs"
        >
          <h2 className="text-lg font-semibold text-foreground">{formTitle}</h2>
          <div key={formKey} ref={trackForm} className="contents">
            {form}
          </div>
        </section>
        {aside}
      </div>
      <section aria-labelledby={titleId} className="grid min-w-0 gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={titleId} className="text-lg font-semibold text-foreground">
            {listTitle}
          </h2>
          {count !== undefined && (
            <p className="text-sm text-muted-foreground">
              {shown !== undefined && shown !== count ? `${shown} of ` : ''}
              {count} {count === 1 ? noun[0] : noun[1]}
            </p>
          )}
        </div>
        {list}
      </section>
    </div>
  );
}
