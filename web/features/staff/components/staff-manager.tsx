import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { StaffUser } from '@contract/auth';
import { useStaffUsers } from '@/api/users/get-staff-users';
import { useResetStaffPassword } from '@/api/users/reset-staff-password';
import { useResetTwoFactor } from '@/api/users/reset-two-factor';
import { useUpdateStaffUser } from '@/api/users/update-staff-user';
import { LoadError } from '@/components/admin/load-error';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { CreateStaffDialog } from './create-staff-dialog';
import { EditStaffDialog } from './edit-staff-dialog';
import { OneTimePasswordDialog, type RevealedPassword } from './one-time-password-dialog';
import { SecuritySettings } from './security-settings';
import { StaffTable } from './staff-table';

type StaffManagerProps = {
  /** The signed-in admin: their own row cannot be disabled or reset here. */
  currentUserId: string;
  /** After the signed-in admin changed their own account (name or role). */
  onOwnAccountChanged?: () => void;
};

/** The staff page: the accounts, and creating, editing, disabling and resetting them. */
export function StaffManager({ currentUserId, onOwnAccountChanged }: StaffManagerProps) {
  const users = useStaffUsers();
  const update = useUpdateStaffUser();
  const reset = useResetStaffPassword();
  const [creating, setCreating] = useState(false);
  // Each dialog keeps its account while it closes, so its text does not change mid-animation.
  const [editing, setEditing] = useState<StaffUser | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const [disabling, setDisabling] = useState<StaffUser | null>(null);
  const [disableOpen, setDisableOpen] = useState(false);
  const [disableError, setDisableError] = useState<string | null>(null);
  const [resetting, setResetting] = useState<StaffUser | null>(null);
  const [resetOpen, setResetOpen] = useState(false);
  const [resetError, setResetError] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<RevealedPassword | null>(null);
  const [enablingId, setEnablingId] = useState<string | null>(null);
  const resetFactor = useResetTwoFactor();
  const [resettingFactor, setResettingFactor] = useState<StaffUser | null>(null);
  const [resetFactorOpen, setResetFactorOpen] = useState(false);
  const [resetFactorError, setResetFactorError] = useState<string | null>(null);

  function confirmDisable() {
    if (!disabling) return;
    setDisableError(null);
    update.mutate(
      { id: disabling.id, disabled: true },
      {
        onSuccess: (user) => {
          toast.success(`${user.name}'s account is disabled`);
          setDisableOpen(false);
        },
        onError: (error) => setDisableError(error.message),
      },
    );
  }

  function enable(user: StaffUser) {
    setEnablingId(user.id);
    update.mutate(
      { id: user.id, disabled: false },
      {
        onSuccess: (saved) => toast.success(`${saved.name}'s account is enabled`),
        onError: (error) => toast.error(error.message),
        onSettled: () => setEnablingId(null),
      },
    );
  }

  function confirmReset() {
    if (!resetting) return;
    setResetError(null);
    reset.mutate(resetting.id, {
      onSuccess: (result) => {
        toast.success(`Password reset for ${result.user.name}`);
        setResetOpen(false);
        setRevealed({ ...result, reason: 'reset' });
      },
      onError: (error) => setResetError(error.message),
    });
  }

  function confirmResetFactor() {
    if (!resettingFactor) return;
    setResetFactorError(null);
    resetFactor.mutate(resettingFactor.id, {
      onSuccess: (user) => {
        toast.success(`Two-factor sign-in reset for ${user.name}`);
        setResetFactorOpen(false);
      },
      onError: (error) => setResetFactorError(error.message),
    });
  }

  return (
    <div className="grid gap-6">
      <AdminPageHeader
        title="Staff"
        description="Everyone who can sign in to the admin. Editors manage the site's content; admins also manage staff."
        actions={
          <Button type="button" onClick={() => setCreating(true)}>
            <UserPlus aria-hidden="true" />
            Add staff member
          </Button>
        }
      />

      {users.isPending ? (
        <div className="grid gap-2" aria-busy="true" aria-label="Loading staff accounts">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-14 text-muted-foreground" />
          ))}
        </div>
      ) : users.isError ? (
        <LoadError message={users.error.message} onRetry={() => void users.refetch()} />
      ) : (
        <div className="rounded-card border border-border bg-card p-1 max-md:border-0 max-md:bg-transparent max-md:p-0">
          <StaffTable
            users={users.data}
            currentUserId={currentUserId}
            enablingId={enablingId}
            onEdit={(user) => {
              setEditing(user);
              setEditOpen(true);
            }}
            onResetPassword={(user) => {
              setResetError(null);
              setResetting(user);
              setResetOpen(true);
            }}
            onResetTwoFactor={(user) => {
              setResetFactorError(null);
              setResettingFactor(user);
              setResetFactorOpen(true);
            }}
            onDisable={(user) => {
              setDisableError(null);
              setDisabling(user);
              setDisableOpen(true);
            }}
            onEnable={enable}
          />
        </div>
      )}

      <CreateStaffDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(result) => {
          setCreating(false);
          setRevealed({ ...result, reason: 'created' });
        }}
      />
      <EditStaffDialog
        open={editOpen}
        user={editing}
        isSelf={editing?.id === currentUserId}
        onClose={() => setEditOpen(false)}
        onSaved={(saved) => saved.id === currentUserId && onOwnAccountChanged?.()}
      />
      <ConfirmDialog
        open={disableOpen}
        onOpenChange={setDisableOpen}
        destructive
        title={`Disable ${disabling?.name ?? 'this account'}?`}
        description="They are signed out at once and can no longer sign in. You can enable the account again later."
        confirmLabel="Disable account"
        pendingLabel="Disabling…"
        pending={update.isPending && disableOpen}
        onConfirm={confirmDisable}
      >
        {disableError && (
          <Alert variant="destructive">
            <AlertDescription>{disableError}</AlertDescription>
          </Alert>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={resetOpen}
        onOpenChange={setResetOpen}
        title={`Reset the password for ${resetting?.name ?? 'this account'}?`}
        description="Their current password stops working and they are signed out everywhere. You will see a new one-time password to give them."
        confirmLabel="Reset password"
        pendingLabel="Resetting…"
        pending={reset.isPending}
        onConfirm={confirmReset}
      >
        {resetError && (
          <Alert variant="destructive">
            <AlertDescription>{resetError}</AlertDescription>
          </Alert>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={resetFactorOpen}
        onOpenChange={setResetFactorOpen}
        title={`Reset two-factor sign-in for ${resettingFactor?.name ?? 'this account'}?`}
        description="Their authenticator app and recovery codes stop working and they are signed out everywhere. They sign in with their password alone, and can set it up again (admins must, when it is required)."
        confirmLabel="Reset two-factor sign-in"
        pendingLabel="Resetting…"
        pending={resetFactor.isPending}
        onConfirm={confirmResetFactor}
      >
        {resetFactorError && (
          <Alert variant="destructive">
            <AlertDescription>{resetFactorError}</AlertDescription>
          </Alert>
        )}
      </ConfirmDialog>
      <SecuritySettings />
      <OneTimePasswordDialog revealed={revealed} onDone={() => setRevealed(null)} />
    </div>
  );
}
