import { categories } from '@contract/constants';
import type { InboxItem } from '@contract/inbox';
import { Check, Mail, RotateCcw, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime, formatRelativeTime } from '@/lib/relative-time';
import { useTimeZone } from '@/lib/site';
import { cn } from '@/lib/cn';

const programmeName = (id: string | undefined) =>
  categories.find((category) => category.id === id)?.name ?? id;

type InboxItemCardProps = {
  item: InboxItem;
  /** This item's mark-handled request is on its way. */
  updating: boolean;
  onToggleHandled: (item: InboxItem) => void;
  onDelete: (item: InboxItem) => void;
};

/** One application or message: who, when, what they wrote, and what staff can do with it. */
export function InboxItemCard({ item, updating, onToggleHandled, onDelete }: InboxItemCardProps) {
  const timeZone = useTimeZone();
  const membership = item.kind === 'membership';
  const title = membership ? 'Membership application' : (item.subject ?? 'Message');
  const replySubject = membership ? 'Your membership application' : `Re: ${item.subject ?? ''}`;
  return (
    <article
      aria-label={`${title} from ${item.name}`}
      data-handled={item.handled || undefined}
      className={cn(
        'grid gap-3 rounded-card border border-border bg-card p-4 sm:p-5',
        item.handled && 'bg-muted/60',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={membership ? 'secondary' : 'default'}>
          {membership ? 'Membership' : 'Contact'}
        </Badge>
        {item.handled ? (
          <Badge variant="success">Handled</Badge>
        ) : (
          <Badge variant="outline">Open</Badge>
        )}
        <time
          dateTime={item.createdAt}
          title={formatDateTime(item.createdAt, timeZone)}
          className="ml-auto text-xs text-muted-foreground"
        >
          {formatRelativeTime(item.createdAt)}
        </time>
      </div>
      <div className="min-w-0">
        <h2 className="text-base font-semibold text-foreground">{title}</h2>
        <p className="text-sm break-words text-muted-foreground">
          {item.name} ·{' '}
          <a
            href={`mailto:${item.email}`}
            className="text-primary underline-offset-4 hover:underline"
          >
            {item.email}
          </a>
        </p>
        {membership && (
          <p className="mt-1 text-sm text-muted-foreground">
            {item.level} · {programmeName(item.category)}
          </p>
        )}
      </div>
      {item.message ? (
        <p className="text-sm whitespace-pre-line break-words text-foreground">{item.message}</p>
      ) : (
        <p className="text-sm text-muted-foreground italic">No message.</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm" variant="outline">
          <a href={`mailto:${item.email}?subject=${encodeURIComponent(replySubject)}`}>
            <Mail aria-hidden="true" />
            Reply<span className="sr-only"> to {item.name}</span>
          </a>
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={updating}
          onClick={() => onToggleHandled(item)}
        >
          {item.handled ? <RotateCcw aria-hidden="true" /> : <Check aria-hidden="true" />}
          {item.handled ? 'Mark as open' : 'Mark as handled'}
          <span className="sr-only">
            {' '}
            ({title} from {item.name})
          </span>
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          className="text-destructive"
          onClick={() => onDelete(item)}
        >
          <Trash2 aria-hidden="true" />
          Delete
          <span className="sr-only">
            {' '}
            {title.toLowerCase()} from {item.name}
          </span>
        </Button>
      </div>
    </article>
  );
}
