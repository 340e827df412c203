import { ExternalLink, FileText, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { describeMediaUsage, type MediaItem } from '@contract/media-library';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/relative-time';
import { adminPageOf, formatBytes, mediaName } from '../usage-links';

type MediaCardProps = {
  item: MediaItem;
  timeZone: string;
  deleting: boolean;
  onDelete: () => void;
};

/**
 * One stored file: its thumbnail (a PDF icon for a PDF), kind, size, when it was uploaded, each
 * place that uses it (a link to the admin page that edits it), Open and Delete.
 */
export function MediaCard({ item, timeZone, deleting, onDelete }: MediaCardProps) {
  const titleId = useId();
  const name = mediaName(item);
  return (
    <article
      aria-labelledby={titleId}
      aria-busy={deleting || undefined}
      className="flex h-full overflow-hidden rounded-card border border-border bg-card shadow-xs sm:flex-col"
    >
      {/* On a phone a row (a square thumbnail beside the details); from sm a card in the grid. */}
      <div className="relative flex w-28 shrink-0 items-center justify-center bg-muted max-sm:min-h-28 sm:aspect-video sm:w-full">
        {item.thumbnailUrl ? (
          <img
            src={item.thumbnailUrl}
            alt=""
            loading="lazy"
            decoding="async"
            width={item.width}
            height={item.height}
            className="size-full object-cover max-sm:absolute max-sm:inset-0 sm:object-contain"
          />
        ) : (
          <span className="flex flex-col items-center gap-2 text-primary-800">
            <FileText className="size-9 sm:size-12" aria-hidden="true" strokeWidth={1.5} />
            <span className="text-xs font-semibold tracking-wide">PDF</span>
          </span>
        )}
        {deleting && (
          <span className="absolute inset-0 flex items-center justify-center gap-2 bg-card/75 text-sm font-medium text-foreground">
            <Spinner />
            Deleting…
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-3">
        <div className="grid gap-1">
          <h3 id={titleId} className="font-mono text-sm leading-5 font-semibold text-foreground">
            {name}
          </h3>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-muted-foreground">
            <span>{formatBytes(item.bytes)}</span>
            {item.width !== undefined && item.height !== undefined && (
              <span>
                {item.width} × {item.height}
              </span>
            )}
            <time dateTime={item.uploadedAt}>{formatDateTime(item.uploadedAt, timeZone)}</time>
          </p>
        </div>
        {item.usages.length > 0 ? (
          <div className="grid gap-1.5">
            <p className="text-xs font-semibold text-foreground">
              Used in {item.usages.length === 1 ? '1 place' : `${item.usages.length} places`}
            </p>
            <ul className="grid gap-1" aria-label={`Where ${name} is used`}>
              {item.usages.map((usage) => (
                <li key={`${usage.place}-${usage.id}-${usage.detail ?? ''}`}>
                  <Link
                    to={adminPageOf(usage.place)}
                    className="block rounded-md bg-primary-50 px-2 py-1 text-xs leading-4 text-primary-800 underline-offset-2 hover:underline"
                  >
                    {describeMediaUsage(usage)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p>
            <Badge variant="muted">Not used anywhere</Badge>
          </p>
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <Button asChild variant="outline" size="sm">
            <a href={item.url} target="_blank" rel="noreferrer" aria-label={`Open ${name}`}>
              <ExternalLink aria-hidden="true" />
              Open
            </a>
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={onDelete}
            disabled={deleting}
            aria-label={`Delete ${name}`}
            className="text-destructive hover:bg-red-50 hover:text-red-800"
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </div>
    </article>
  );
}
