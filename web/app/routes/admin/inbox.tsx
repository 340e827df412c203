import { InboxManager } from '@/features/inbox/components/admin/inbox-manager';
import { adminMeta } from '../../layouts/admin-meta';

export const meta = adminMeta('Inbox');

/** /admin/inbox: membership applications and contact messages (every staff member). */
export default function AdminInbox() {
  return <InboxManager />;
}
