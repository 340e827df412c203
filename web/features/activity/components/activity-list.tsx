import { FilePlus2, FileX2, LogIn, LogOut, PencilLine, type LucideIcon } from 'lucide-react';
import type { AuditEntry } from '@contract/auth';
import { cn } from '@/lib/cn';
import { formatDateTime, formatRelativeTime } from '@/lib/relative-time';
import { useTimeZone } from '@/lib/site';
import { describeEntry } from '../describe-entry';

function iconFor(entry: AuditEntry): { Icon: LucideIcon; tone: string } {
  if (entry.resource === 'sign-in') return { Icon: LogIn, tone: 'bg-muted text-muted-foreground' };
  if (entry.resource === 'sign-out')
    return { Icon: LogOut, tone: 'bg-muted text-muted-foreground' };
  if (entry.action === 'create') return { Icon: FilePlus2, tone: 'bg-green-100 text-green-800' };
  if (entry.action === 'delete') return { Icon: FileX2, tone: 'bg-red-100 text-red-800' };
  return { Icon: PencilLine, tone: 'bg-primary-100 text-primary-800' };
}

type ActivityListProps = {
  entries: AuditEntry[];
  /** Shown when there are no entries. */
  emptyMessage?: string;
  className?: string;
};

/** Audit entries as a compact list: who did what, and when. */
export function ActivityList({
  entries,
  emptyMessage = 'No activity yet. Changes staff make will appear here.',
  className,
}: ActivityListProps) {
  const timeZone = useTimeZone();
  if (entries.length === 0) {
    return <p className={cn('text-sm text-muted-foreground', className)}>{emptyMessage}</p>;
  }
  return (
    <ol className={cn('grid divide-y divide-border', className)}>
      {entries.map((entry) => {
        const { Icon, tone } = iconFor(entry);
        return (
          <li key={entry.id} className="flex items-start gap-3 py-2.5 first:pt-0 last:pb-0">
            <span
              className={cn(
                'mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full',
                tone,
              )}
            >
              <Icon className="size-3.5" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1 text-sm">
              <p className="break-words">
                <span className="font-medium text-foreground">{entry.userEmail}</span>{' '}
                <span className="text-muted-foreground">{describeEntry(entry)}</span>
              </p>
              <time
                dateTime={entry.createdAt}
                title={formatDateTime(entry.createdAt, timeZone)}
                className="text-xs text-muted-foreground"
              >
                {formatRelativeTime(entry.createdAt)}
              </time>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
