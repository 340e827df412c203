import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  createStaffUserBodySchema,
  type CreateStaffUserBody,
  type OneTimePasswordResponse,
} from '@contract/auth';
import { useCreateStaffUser } from '@/api/users/create-staff-user';
import { useDirtyCheck } from '@/components/admin/use-unsaved-changes';
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

const resolver = contractResolver(createStaffUserBodySchema, staffLabels);
const emptyValues: CreateStaffUserBody = { name: '', email: '', role: 'editor' };

type CreateStaffDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The new account and its one-time password, to show once. */
  onCreated: (result: OneTimePasswordResponse) => void;
};

/** 'Add staff member': name, email and role; the server makes the password. */
export function CreateStaffDialog({ open, onOpenChange, onCreated }: CreateStaffDialogProps) {
  const create = useCreateStaffUser();
  // Cancel, ×, Escape and the backdrop ask first when something was typed.
  const { track, confirmDiscard, dialog: discardDialog } = useDirtyCheck();
  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (create.isPending) return;
          if (next) onOpenChange(true);
          else confirmDiscard(() => onOpenChange(false));
        }}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Add staff member</DialogTitle>
            <DialogDescription>
              They get a one-time password, shown to you once after the account is created.
            </DialogDescription>
          </DialogHeader>
          {/* Mounted only while open, so the form starts empty every time. */}
          {open && (
            <div ref={track} className="contents">
              <CreateStaffForm create={create} onCreated={onCreated} />
            </div>
          )}
        </DialogContent>
      </Dialog>
      {discardDialog}
    </>
  );
}

function CreateStaffForm({
  create,
  onCreated,
}: {
  create: ReturnType<typeof useCreateStaffUser>;
  onCreated: CreateStaffDialogProps['onCreated'];
}) {
  const form = useForm({ resolver, defaultValues: emptyValues });

  function onSubmit(body: CreateStaffUserBody) {
    if (create.isPending) return;
    create.mutate(body, {
      onSuccess: (result) => {
        toast.success(`Account created for ${result.user.name}`);
        onCreated(result);
      },
      // A taken email (409) is said under Email.
      onError: (error) =>
        showServerErrors(form.setError, error, staffLabels, { conflictField: 'email' }),
    });
  }

  return (
    <Form {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit(onSubmit)}
        aria-label="Add staff member"
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
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Email</FormLabel>
              <FormControl>
                <Input
                  {...field}
                  type="email"
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <RoleField />
        <FormRootMessage />
        <DialogFooter className="mt-1">
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={create.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" aria-disabled={create.isPending || undefined}>
            {create.isPending && <Spinner />}
            {create.isPending ? 'Creating account…' : 'Create account'}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
