import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useActivity } from '@/api/activity/get-activity';
import { LoadError } from '@/components/admin/load-error';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { formatDateTime, formatRelativeTime } from '@/lib/relative-time';
import { useTimeZone } from '@/lib/site';
import { describeEntry } from '../describe-entry';

const activityLimits = [50, 100, 200] as const;

const actionBadge = {
  create: 'success',
  update: 'default',
  delete: 'destructive',
  other: 'muted',
} as const;

/** The activity page: the latest changes by staff, newest first, in a table. */
export function ActivityLog() {
  const timeZone = useTimeZone();
  const [limit, setLimit] = useState<number>(activityLimits[0]);
  const activity = useActivity(limit);

  return (
    <div className="grid gap-6">
      <AdminPageHeader
        title="Activity"
        description="Every change made by staff: who, what and when. Sign-ins and sign-outs are listed too."
        actions={
          <>
            <div className="flex items-center gap-2">
              <Label htmlFor="activity-limit" className="whitespace-nowrap text-muted-foreground">
                Show
              </Label>
              <Select value={String(limit)} onValueChange={(value) => setLimit(Number(value))}>
                <SelectTrigger id="activity-limit" size="sm" className="w-32">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {activityLimits.map((value) => (
                    <SelectItem key={value} value={String(value)}>
                      {value} latest
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-disabled={activity.isFetching || undefined}
              onClick={() => !activity.isFetching && void activity.refetch()}
            >
              {activity.isFetching ? <Spinner /> : <RefreshCw aria-hidden="true" />}
              {activity.isFetching && !activity.isPending ? 'Refreshing…' : 'Refresh'}
            </Button>
          </>
        }
      />

      {activity.isPending ? (
        <div className="grid gap-2" aria-busy="true" aria-label="Loading activity">
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} className="h-10 text-muted-foreground" />
          ))}
        </div>
      ) : activity.isError ? (
        <LoadError message={activity.error.message} onRetry={() => void activity.refetch()} />
      ) : activity.data.length === 0 ? (
        <p className="rounded-card border border-dashed border-border bg-card px-4 py-10 text-center text-sm text-muted-foreground">
          No activity yet. Changes staff make will appear here.
        </p>
      ) : (
        <div className="rounded-card border border-border bg-card p-1 max-md:border-0 max-md:bg-transparent max-md:p-0">
          <Table stack aria-label="Activity">
            <TableHeader>
              <TableRow>
                <TableHead>When</TableHead>
                <TableHead>Who</TableHead>
                <TableHead>What</TableHead>
                <TableHead>Request</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {activity.data.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell label="When" className="whitespace-nowrap">
                    <time
                      dateTime={entry.createdAt}
                      title={formatDateTime(entry.createdAt, timeZone)}
                    >
                      {formatRelativeTime(entry.createdAt)}
                    </time>
                  </TableCell>
                  <TableCell label="Who" className="break-all">
                    {entry.userEmail}
                  </TableCell>
                  <TableCell label="What">
                    <span className="flex flex-wrap items-center gap-2">
                      <Badge variant={actionBadge[entry.action]}>{entry.action}</Badge>
                      <span>{describeEntry(entry)}</span>
                    </span>
                  </TableCell>
                  <TableCell
                    label="Request"
                    className="font-mono text-xs break-all text-muted-foreground"
                  >
                    {entry.method} {entry.path}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </div>
  );
}
