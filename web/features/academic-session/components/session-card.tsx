import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';

type SessionCardProps = {
  icon: LucideIcon;
  title: string;
  description: string;
  children: React.ReactNode;
};

/** One card of the Session page: a titled section saying what its action does, then the action. */
export function SessionCard({ icon: Icon, title, description, children }: SessionCardProps) {
  const id = `${title.toLowerCase().replace(/\W+/g, '-')}-title`;
  return (
    <section
      aria-labelledby={id}
      className="grid gap-3 rounded-card border border-border bg-card p-5 shadow-xs"
    >
      <div>
        <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-foreground">
          <Icon className="size-5 text-primary" aria-hidden="true" />
          {title}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}
