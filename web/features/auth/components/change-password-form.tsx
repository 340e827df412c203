import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from 'sonner';
import { passwordMaxLength, passwordMinLength, passwordSchema } from '@contract/auth';
import { useChangePassword } from '@/api/auth/change-password';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';

type Fields = { currentPassword: string; newPassword: string; confirmPassword: string };
type FieldErrors = Partial<Record<keyof Fields, string>>;

const empty: Fields = { currentPassword: '', newPassword: '', confirmPassword: '' };

function validate(fields: Fields): FieldErrors {
  const errors: FieldErrors = {};
  if (!fields.currentPassword) errors.currentPassword = 'Enter your current password';
  const parsed = passwordSchema.safeParse(fields.newPassword);
  if (!parsed.success) errors.newPassword = parsed.error.issues[0]?.message;
  else if (fields.newPassword === fields.currentPassword)
    errors.newPassword = 'Choose a password different from the current one';
  if (!errors.newPassword && fields.confirmPassword !== fields.newPassword)
    errors.confirmPassword = 'The two new passwords do not match';
  return errors;
}

/** Changes the signed-in user's own password; their other sessions end. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const [fields, setFields] = useState<Fields>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const currentRef = useRef<HTMLInputElement>(null);
  const newRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  const set = (name: keyof Fields) => (event: ChangeEvent<HTMLInputElement>) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    const found = validate(fields);
    setErrors(found);
    if (found.currentPassword) return currentRef.current?.focus();
    if (found.newPassword) return newRef.current?.focus();
    if (found.confirmPassword) return confirmRef.current?.focus();
    change.mutate(
      { currentPassword: fields.currentPassword, newPassword: fields.newPassword },
      {
        onSuccess: () => {
          setFields(empty);
          toast.success('Password changed. Your other sessions have been signed out.');
        },
        onError: (error) => {
          const fieldError = error instanceof ApiError ? error.fields?.currentPassword : undefined;
          if (fieldError) {
            setErrors({ currentPassword: fieldError });
            currentRef.current?.focus();
          }
        },
      },
    );
  }

  const formError =
    change.isError && !(change.error instanceof ApiError && change.error.fields?.currentPassword)
      ? change.error.message
      : null;

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Change password" className="grid gap-4">
      <FormField label="Current password" error={errors.currentPassword}>
        <Input
          ref={currentRef}
          type="password"
          autoComplete="current-password"
          value={fields.currentPassword}
          onChange={set('currentPassword')}
        />
      </FormField>
      <FormField
        label="New password"
        description={`${passwordMinLength} to ${passwordMaxLength} characters. A few unrelated words make a strong one.`}
        error={errors.newPassword}
      >
        <Input
          ref={newRef}
          type="password"
          autoComplete="new-password"
          value={fields.newPassword}
          onChange={set('newPassword')}
        />
      </FormField>
      <FormField label="Confirm new password" error={errors.confirmPassword}>
        <Input
          ref={confirmRef}
          type="password"
          autoComplete="new-password"
          value={fields.confirmPassword}
          onChange={set('confirmPassword')}
        />
      </FormField>
      {formError && (
        <Alert variant="destructive">
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      )}
      <Button
        type="submit"
        className="justify-self-start"
        aria-disabled={change.isPending || undefined}
      >
        {change.isPending && <Spinner />}
        {change.isPending ? 'Changing password…' : 'Change password'}
      </Button>
    </form>
  );
}
