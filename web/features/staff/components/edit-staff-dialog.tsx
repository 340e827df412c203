import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  updateStaffUserBodySchema,
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
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRootMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { contractResolver } from '@/lib/contract-resolver';
import { showServerErrors } from '@/lib/server-errors';
import { RoleField, staffLabels } from './staff-form-fields';

const resolver = contractResolver(updateStaffUserBodySchema, staffLabels);

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
  const form = useForm({ resolver, defaultValues: { name: user.name, role: user.role } });
  const role = useWatch({ control: form.control, name: 'role' });

  function onSubmit({ name, role }: z.output<typeof updateStaffUserBodySchema>) {
    if (update.isPending) return;
    const changes: UpdateStaffUserBody = {};
    if (name !== undefined && name !== user.name) changes.name = name;
    if (role !== undefined && role !== user.role) changes.role = role;
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
        onError: (error) => showServerErrors(form.setError, error, staffLabels),
      },
    );
  }

  return (
    <Form {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit(onSubmit)}
        aria-label={`Edit ${user.name}`}
        className="grid gap-4"
      >
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Name</FormLabel>
              <FormControl>
                <Input {...field} autoComplete="off" />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <RoleField />
        {isSelf && role !== user.role && (
          <Alert variant="info">
            <AlertDescription>
              This is your own account: as an editor you will no longer manage staff.
            </AlertDescription>
          </Alert>
        )}
        <FormRootMessage />
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
    </Form>
  );
}
