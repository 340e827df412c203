import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  createStaffUserBodySchema,
  type OneTimePasswordResponse,
  type StaffRole,
} from '@contract/auth';
import { useCreateStaffUser } from '@/api/users/create-staff-user';
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
import { fieldErrorsFromZod, splitServerError, type FieldErrors } from './form-errors';
import { RoleField } from './staff-form-fields';

type Field = 'name' | 'email' | 'role';

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
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('editor');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const parsed = createStaffUserBodySchema.safeParse({ name, email, role });
    if (!parsed.success) {
      const found = fieldErrorsFromZod<Field>(parsed.error);
      setErrors(found);
      setFormError(null);
      return (found.name ? nameRef : emailRef).current?.focus();
    }
    setErrors({});
    setFormError(null);
    create.mutate(parsed.data, {
      onSuccess: (result) => {
        toast.success(`Account created for ${result.user.name}`);
        onCreated(result);
      },
      onError: (error) => {
        const split = splitServerError<Field>(error, ['name', 'email', 'role']);
        setErrors(split.fields);
        setFormError(split.form);
        if (split.fields.email) emailRef.current?.focus();
      },
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Add staff member" className="grid gap-4">
      <FormField label="Name" error={errors.name}>
        <Input
          ref={nameRef}
          autoComplete="off"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      <FormField label="Email" error={errors.email}>
        <Input
          ref={emailRef}
          type="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </FormField>
      <RoleField value={role} onChange={setRole} error={errors.role} />
      {formError && (
        <Alert variant="destructive">
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      )}
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
  );
}
