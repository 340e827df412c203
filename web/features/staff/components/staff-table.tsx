import { KeyRound, Pencil, ShieldOff, UserCheck, UserX } from 'lucide-react';
import type { StaffListUser, StaffUser } from '@contract/auth';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
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
import { roleLabels } from './staff-form-fields';

type StaffTableActions = {
  onEdit: (user: StaffUser) => void;
  onResetPassword: (user: StaffUser) => void;
  onResetTwoFactor: (user: StaffUser) => void;
  onDisable: (user: StaffUser) => void;
  onEnable: (user: StaffUser) => void;
};

type StaffTableProps = StaffTableActions & {
  users: StaffListUser[];
  currentUserId: string;
  /** The account whose enable request is on its way. */
  enablingId?: string | null;
};

/** Every account with its role, status and last sign-in, and what can be done to it. */
export function StaffTable({
  users,
  currentUserId,
  enablingId,
  onEdit,
  onResetPassword,
  onResetTwoFactor,
  onDisable,
  onEnable,
}: StaffTableProps) {
  const timeZone = useTimeZone();
  return (
    <Table stack aria-label="Staff accounts">
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Last sign-in</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => {
          const isSelf = user.id === currentUserId;
          return (
            <TableRow
              key={user.id}
              aria-label={user.name}
              data-disabled={user.disabled || undefined}
            >
              <TableCell className="min-w-0">
                <div className="flex flex-wrap items-center gap-x-2 font-medium text-foreground">
                  <span className="break-words">{user.name}</span>
                  {isSelf && <Badge variant="outline">You</Badge>}
                </div>
                <div className="text-xs break-all text-muted-foreground">{user.email}</div>
              </TableCell>
              <TableCell label="Role">
                <Badge variant={user.role === 'admin' ? 'default' : 'muted'}>
                  {roleLabels[user.role]}
                </Badge>
              </TableCell>
              <TableCell label="Status">
                <div className="flex flex-wrap gap-1.5">
                  {user.disabled ? (
                    <Badge variant="destructive">Disabled</Badge>
                  ) : (
                    <Badge variant="success">Active</Badge>
                  )}
                  {user.twoFactorEnabled && (
                    <Badge variant="outline" title="Signs in with a code from an authenticator app">
                      2FA
                    </Badge>
                  )}
                </div>
              </TableCell>
              <TableCell label="Last sign-in" className="whitespace-nowrap text-muted-foreground">
                {user.lastLoginAt ? (
                  <time
                    dateTime={user.lastLoginAt}
                    title={formatDateTime(user.lastLoginAt, timeZone)}
                  >
                    {formatRelativeTime(user.lastLoginAt)}
                  </time>
                ) : (
                  'Never'
                )}
              </TableCell>
              <TableCell className="md:text-right">
                <div className="flex flex-wrap gap-1.5 md:justify-end">
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    aria-label={`Edit ${user.name}`}
                    onClick={() => onEdit(user)}
                  >
                    <Pencil aria-hidden="true" />
                    Edit
                  </Button>
                  {!isSelf && (
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      aria-label={`Reset password for ${user.name}`}
                      onClick={() => onResetPassword(user)}
                    >
                      <KeyRound aria-hidden="true" />
                      Reset password
                    </Button>
                  )}
                  {!isSelf && user.twoFactorEnabled && (
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      aria-label={`Reset two-factor sign-in for ${user.name}`}
                      onClick={() => onResetTwoFactor(user)}
                    >
                      <ShieldOff aria-hidden="true" />
                      Reset 2FA
                    </Button>
                  )}
                  {!isSelf &&
                    (user.disabled ? (
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        aria-label={`Enable ${user.name}`}
                        aria-disabled={enablingId === user.id || undefined}
                        onClick={() => enablingId !== user.id && onEnable(user)}
                      >
                        <UserCheck aria-hidden="true" />
                        {enablingId === user.id ? 'Enabling…' : 'Enable'}
                      </Button>
                    ) : (
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        className="text-destructive hover:border-red-100 hover:bg-red-50 hover:text-red-800"
                        aria-label={`Disable ${user.name}`}
                        onClick={() => onDisable(user)}
                      >
                        <UserX aria-hidden="true" />
                        Disable
                      </Button>
                    ))}
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
