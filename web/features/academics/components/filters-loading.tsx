import { Spinner } from '@/components/ui/spinner';

/** In a list's filter box while the filters' code loads after a client navigation. */
export function FiltersLoading() {
  return (
    <p
      role="status"
      className="col-span-full flex min-h-10 items-center gap-2 text-sm text-muted-foreground"
    >
      <Spinner className="size-4" />
      Loading the filters…
    </p>
  );
}
