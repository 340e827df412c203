import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type StayConnectedProps = {
  onRefreshNews: () => void;
  onRefreshEvents: () => void;
  refreshingNews?: boolean;
  refreshingEvents?: boolean;
};

function RefreshButton({
  label,
  busy,
  onClick,
  variant,
}: {
  label: string;
  busy: boolean;
  onClick: () => void;
  variant: 'secondary' | 'inverse';
}) {
  return (
    <Button
      type="button"
      size="lg"
      variant={variant}
      onClick={onClick}
      aria-disabled={busy || undefined}
    >
      <RefreshCw className={cn(busy && 'motion-safe:animate-spin')} aria-hidden="true" />
      {label}
    </Button>
  );
}

/** 'Stay Connected': fetch the news or the events again without reloading the page. */
export function StayConnected({
  onRefreshNews,
  onRefreshEvents,
  refreshingNews = false,
  refreshingEvents = false,
}: StayConnectedProps) {
  return (
    <section
      aria-labelledby="stay-connected-title"
      className="surface-ink relative overflow-hidden rounded-card px-6 py-10 shadow-glow sm:px-10"
    >
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-16 size-72 rounded-full bg-primary-600/40 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-24 -left-16 size-64 rounded-full bg-cyan-400/15 blur-3xl"
      />
      <div className="relative flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-xl">
          <h2 id="stay-connected-title" className="text-2xl font-extrabold text-white sm:text-3xl">
            Stay Connected
          </h2>
          <p className="mt-2 text-ink-muted">
            News and events change often. Refresh to see the latest without reloading the page.
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <RefreshButton
            label="Refresh News"
            busy={refreshingNews}
            onClick={onRefreshNews}
            variant="secondary"
          />
          <RefreshButton
            label="Refresh Events"
            busy={refreshingEvents}
            onClick={onRefreshEvents}
            variant="inverse"
          />
        </div>
      </div>
    </section>
  );
}
