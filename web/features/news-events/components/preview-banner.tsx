import { EyeOff } from 'lucide-react';

/** Above a staff preview of an item visitors cannot see yet: a draft, or scheduled for later. */
export function PreviewBanner({ what }: { what: 'article' | 'event' }) {
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-100 text-amber-900">
      <p className="container-page flex items-center gap-2 py-3 text-sm font-semibold">
        <EyeOff className="size-4 shrink-0" aria-hidden="true" />
        <span>
          Preview — not public yet. Only signed-in staff can open this {what}; visitors get “page
          not found” until it is published.
        </span>
      </p>
    </div>
  );
}
