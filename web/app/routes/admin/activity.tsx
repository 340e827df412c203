import { ActivityLog } from '@/features/activity/components/activity-log';
import { adminMeta } from '../../layouts/admin-meta';
import { adminOnlyRoute } from '../../layouts/admin-route-handle';

export const handle = adminOnlyRoute;
export const meta = adminMeta('Activity');

/** /admin/activity: the audit log (admins only; the route's handle shows editors 'Admins only'). */
export default function AdminActivity() {
  return <ActivityLog />;
}
