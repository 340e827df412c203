import type * as React from 'react';

type ManagerLayoutProps = {
  formTitle: string;
  form: React.ReactNode;
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
  aside,
  listTitle,
  count,
  shown,
  noun,
  list,
}: ManagerLayoutProps) {
  const titleId = `${listTitle.toLowerCase().replace(/\W+/g, '-')}-title`;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start xl:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      <div className="grid gap-6">
        <section
          aria-label={formTitle}
          className="grid gap-4 rounded-card border border-border bg-card p-5 shadow-xs"
        >
          <h2 className="text-lg font-semibold text-foreground">{formTitle}</h2>
          {form}
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
