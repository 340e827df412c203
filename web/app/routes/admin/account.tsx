import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { useStaffUser } from '@/features/auth/components/require-staff';
import { TwoFactorCard } from '@/features/auth/components/two-factor/two-factor-card';
import { adminMeta } from '../../layouts/admin-meta';

export const meta = adminMeta('Account');

/** /admin/account: who is signed in, changing one's own password, and two-factor sign-in. */
export default function AdminAccount() {
  const user = useStaffUser();

  return (
    <div className="grid max-w-2xl gap-6">
      <AdminPageHeader
        title="Account"
        description="Your staff account, password and two-factor sign-in."
      />
      <Card>
        <CardHeader>
          <CardTitle>{user.name}</CardTitle>
          <CardDescription className="flex flex-wrap items-center gap-2">
            <span className="break-all">{user.email}</span>
            <Badge variant={user.role === 'admin' ? 'default' : 'muted'} className="capitalize">
              {user.role}
            </Badge>
          </CardDescription>
        </CardHeader>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Change password</CardTitle>
          <CardDescription>
            Changing it signs you out on every other device; this one stays signed in.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>
      <TwoFactorCard email={user.email} />
    </div>
  );
}
