import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  staffNameSchema,
  type StaffRole,
  type StaffUser,
  type UpdateStaffUserBody,
} from '@contract/auth';
import { useUpdateStaffUser } from '@/api/users/update-staff-user';
import { useDirtyCheck } from '@/components/admin/use-unsaved-changes';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { splitServerError, type FieldErrors } from './form-errors';
import { RoleField } from './staff-form-fields';

type Field = 'name' | 'role';

type EditStaffDialogProps = {
  open: boolean;
  /** The account being edited (kept while the dialog closes, so its title does not change). */
  user: StaffUser | null;
  isSelf: boolean;
  onClose: () => void;
  /** After a successful save, with the saved account. */
  onSaved?: (user: StaffUser) => void;
};

/** Rename an account or change its role. */
export function EditStaffDialog({ open, user, isSelf, onClose, onSaved }: EditStaffDialogProps) {
  const update = useUpdateStaffUser();
  // Cancel, ×, Escape and the backdrop ask first when something was changed.
  const { track, confirmDiscard, dialog: discardDialog } = useDirtyCheck();
  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => !next && !update.isPending && confirmDiscard(onClose)}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Edit {user?.name}</DialogTitle>
            <DialogDescription className="break-all">{user?.email}</DialogDescription>
          </DialogHeader>
          {open && user && (
            <div ref={track} key={user.id} className="contents">
              <EditStaffForm
                user={user}
                isSelf={isSelf}
                update={update}
                onDone={onClose}
                onSaved={onSaved}
              />
            </div>
          )}
        </DialogContent>
      </Dialog>
      {discardDialog}
    </>
  );
}

function EditStaffForm({
  user,
  isSelf,
  update,
  onDone,
  onSaved,
}: {
  user: StaffUser;
  isSelf: boolean;
  update: ReturnType<typeof useUpdateStaffUser>;
  onDone: () => void;
  onSaved: EditStaffDialogProps['onSaved'];
}) {
  const [name, setName] = useState(user.name);
  const [role, setRole] = useState<StaffRole>(user.role);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    const parsedName = staffNameSchema.safeParse(name);
    if (!parsedName.success) {
      setErrors({ name: parsedName.error.issues[0]?.message ?? 'Enter a name' });
      return;
    }
    const changes: UpdateStaffUserBody = {};
    if (parsedName.data !== user.name) changes.name = parsedName.data;
    if (role !== user.role) changes.role = role;
    setErrors({});
    setFormError(null);
    if (Object.keys(changes).length === 0) {
      toast.info('Nothing to save: no changes were made.');
      onDone();
      return;
    }
    update.mutate(
      { id: user.id, ...changes },
      {
        onSuccess: (saved) => {
          toast.success(`Saved changes to ${saved.name}`);
          onSaved?.(saved);
          onDone();
        },
        onError: (error) => {
          const split = splitServerError<Field>(error, ['name', 'role']);
          setErrors(split.fields);
          setFormError(split.form);
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={`Edit ${user.name}`} className="grid gap-4">
      <FormField label="Name" error={errors.name}>
        <Input autoComplete="off" value={name} onChange={(event) => setName(event.target.value)} />
      </FormField>
      <RoleField value={role} onChange={setRole} error={errors.role} />
      {isSelf && role !== user.role && (
        <Alert variant="info">
          <AlertDescription>
            This is your own account: as an editor you will no longer manage staff.
          </AlertDescription>
        </Alert>
      )}
      {formError && (
        <Alert variant="destructive">
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      )}
      <DialogFooter className="mt-1">
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={update.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" aria-disabled={update.isPending || undefined}>
          {update.isPending && <Spinner />}
          {update.isPending ? 'Saving…' : 'Save changes'}
        </Button>
      </DialogFooter>
    </form>
  );
}
