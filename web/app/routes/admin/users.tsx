import { useQueryClient } from '@tanstack/react-query';
import { authKeys } from '@/api/auth/auth-keys';
import { useStaffUser } from '@/features/auth/components/require-staff';
import { StaffManager } from '@/features/staff/components/staff-manager';
import { adminMeta } from '../../layouts/admin-meta';
import { adminOnlyRoute } from '../../layouts/admin-route-handle';

export const handle = adminOnlyRoute;
export const meta = adminMeta('Staff');

/** /admin/users: staff accounts (admins only; the route's handle shows editors 'Admins only'). */
export default function AdminUsers() {
  const user = useStaffUser();
  const queryClient = useQueryClient();
  return (
    <StaffManager
      currentUserId={user.id}
      // A new name or role for oneself shows in the sidebar, and may take this page away.
      onOwnAccountChanged={() => void queryClient.invalidateQueries({ queryKey: authKeys.me })}
    />
  );
}
