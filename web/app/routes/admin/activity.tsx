import { ActivityLog } from '@/features/activity/components/activity-log';
import { useAdminTitle } from '../../layouts/admin-title';

/** /admin/activity: the audit log (admins only; the route's handle shows editors 'Admins only'). */
export function Component() {
  useAdminTitle('Activity');
  return <ActivityLog />;
}
