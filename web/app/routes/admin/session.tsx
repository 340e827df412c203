import { SessionAdmin } from '@/features/academic-session/components/session-admin';
import { adminMeta } from '../../layouts/admin-meta';

export const meta = adminMeta('Academic session');

/** /admin/session: the current session and semester, and starting the next of each. */
export default function AdminSession() {
  return <SessionAdmin />;
}
