import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useAdminSummary } from '@/api/admin-summary/get-admin-summary';
import { LoadError } from '@/components/admin/load-error';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ActivityList } from '@/features/activity/components/activity-list';
import { BackupStatus } from '@/features/admin-dashboard/components/backup-status';
import { SummaryCards } from '@/features/admin-dashboard/components/summary-cards';
import { useStaffUser } from '@/features/auth/components/require-staff';
import { adminMeta } from '../../layouts/admin-meta';

const quickActions = [
  { to: '/admin/upload', label: 'Upload a photo' },
  { to: '/admin/events', label: 'Add news or an event' },
  { to: '/admin/calendar', label: 'Edit the calendar' },
];

export const meta = adminMeta('Dashboard');

/** /admin: content counts, recent activity and shortcuts. */
export default function AdminDashboard() {
  const user = useStaffUser();
  const summary = useAdminSummary();
  const firstName = user.name.split(/\s+/)[0] ?? user.name;

  return (
    <div className="grid gap-6">
      <AdminPageHeader
        title="Dashboard"
        description={`Welcome back, ${firstName}. Here is the site at a glance.`}
      />

      {summary.isError && (
        <LoadError message={summary.error.message} onRetry={() => void summary.refetch()} />
      )}

      <section aria-labelledby="dashboard-content">
        <h2 id="dashboard-content" className="sr-only">
          Content
        </h2>
        <SummaryCards counts={summary.data?.counts} />
      </section>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card>
          <CardHeader>
            <CardTitle>Recent activity</CardTitle>
            {user.role === 'admin' && (
              <CardAction>
                <Button asChild variant="link" size="sm">
                  <Link to="/admin/activity">
                    View all
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
              </CardAction>
            )}
          </CardHeader>
          <CardContent>
            {summary.data ? (
              <ActivityList entries={summary.data.recentActivity} />
            ) : summary.isPending ? (
              <div className="grid gap-3" aria-busy="true" aria-label="Loading recent activity">
                {[0, 1, 2, 3].map((row) => (
                  <Skeleton key={row} className="h-9 text-muted-foreground" />
                ))}
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">Recent activity is unavailable.</p>
            )}
          </CardContent>
        </Card>

        <div className="grid gap-6 self-start">
          <Card>
            <CardHeader>
              <CardTitle>Backups</CardTitle>
            </CardHeader>
            <CardContent>
              <BackupStatus backup={summary.data?.backup} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Quick actions</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-2">
                {quickActions.map((action) => (
                  <li key={action.to + action.label}>
                    <Link
                      to={action.to}
                      className="flex items-center justify-between gap-2 rounded-control border border-border px-3 py-2.5 text-sm font-medium transition-colors hover:border-primary-200 hover:bg-primary-50 hover:text-primary-800"
                    >
                      {action.label}
                      <ArrowRight className="size-4 text-muted-foreground" aria-hidden="true" />
                    </Link>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
