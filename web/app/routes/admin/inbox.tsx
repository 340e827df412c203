import { InboxManager } from '@/features/inbox/components/admin/inbox-manager';
import { useAdminTitle } from '../../layouts/admin-title';

/** /admin/inbox: membership applications and contact messages (every staff member). */
export function Component() {
  useAdminTitle('Inbox');
  return <InboxManager />;
}
