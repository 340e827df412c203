import { useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/features/auth/api/get-me';
import { useStaffUser } from '@/features/auth/components/require-staff';
import { StaffManager } from '@/features/staff/components/staff-manager';
import { useAdminTitle } from '../../layouts/admin-title';

/** /admin/users: staff accounts (admins only; the route's handle shows editors 'Admins only'). */
export function Component() {
  const user = useStaffUser();
  const queryClient = useQueryClient();
  useAdminTitle('Staff');
  return (
    <StaffManager
      currentUserId={user.id}
      // A new name or role for oneself shows in the sidebar, and may take this page away.
      onOwnAccountChanged={() => void queryClient.invalidateQueries({ queryKey: meQueryKey })}
    />
  );
}
