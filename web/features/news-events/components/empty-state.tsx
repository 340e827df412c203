import type { LucideIcon } from 'lucide-react';

/** A list with nothing in it: an icon and the spec's message. */
export function EmptyState({ icon: Icon, message }: { icon: LucideIcon; message: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-input bg-card px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-50 text-primary">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p className="max-w-sm text-muted-foreground">{message}</p>
    </div>
  );
}
