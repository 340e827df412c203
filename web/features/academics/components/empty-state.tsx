import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';

type EmptyStateProps = {
  icon: LucideIcon;
  title: string;
  message?: string;
  /** A way out, e.g. 'Show all levels'. */
  children?: React.ReactNode;
};

/** A list with nothing in it: an icon, a title, a hint and perhaps a way out. */
export function EmptyState({ icon: Icon, title, message, children }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-input bg-card px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-50 text-primary">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p className="text-lg font-semibold text-foreground">{title}</p>
      {message && <p className="max-w-sm text-muted-foreground">{message}</p>}
      {children}
    </div>
  );
}
