import { DatabaseBackup } from 'lucide-react';
import type { AdminSummaryBackup } from '@contract/admin';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime, formatRelativeTime } from '@/lib/relative-time';
import { useTimeZone } from '@/lib/site';

/**
 * When the site was last backed up, so the officers notice when backups stop; with none, or with
 * scheduled backups off, a hint of how to turn them on (docs/operations.md).
 */
export function BackupStatus({ backup }: { backup: AdminSummaryBackup | undefined }) {
  const timeZone = useTimeZone();
  return (
    <div className="flex items-start gap-3 text-sm">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
        <DatabaseBackup className="size-4" aria-hidden="true" />
      </span>
      {backup === undefined ? (
        <Skeleton className="h-9 w-full" aria-label="Loading the backup status" />
      ) : (
        <div className="grid gap-1">
          {backup.lastAt ? (
            <p className="font-medium text-foreground">
              Last backup:{' '}
              <time dateTime={backup.lastAt} title={formatRelativeTime(backup.lastAt)}>
                {formatDateTime(backup.lastAt, timeZone)}
              </time>
            </p>
          ) : (
            <p className="font-medium text-foreground">No backup yet</p>
          )}
          {!backup.scheduled && (
            <p className="text-muted-foreground">
              Scheduled backups are off: set <code>BACKUP_SCHEDULE</code> and{' '}
              <code>BACKUP_DIR</code> on the server, or run <code>npm run backup</code> (see the
              operations guide).
            </p>
          )}
        </div>
      )}
    </div>
  );
}
