import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z, type ZodType } from 'zod';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';

type CodeFormProps = {
  /** The form's accessible name. */
  name: string;
  label: string;
  description?: ReactNode;
  /** The contract's rule for the code (six digits, or a code or recovery code). */
  schema: ZodType<string, string>;
  /** Only six digits are asked for: a numeric keyboard on phones. */
  digitsOnly?: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** Sends the code; a rejection with `fields.code` shows under the field, others above the button. */
  onSubmit: (code: string) => Promise<unknown>;
  autoFocus?: boolean;
  /** Beside the submit button (a 'Start over' link, say). */
  secondary?: ReactNode;
  /** Submit spans the form (sign-in) or sits at its start (account page). */
  fullWidth?: boolean;
};

/** One code and a button: the second step of signing in, and confirming a new authenticator app. */
export function CodeForm({
  name,
  label,
  description,
  schema,
  digitsOnly = false,
  submitLabel,
  pendingLabel,
  onSubmit,
  autoFocus = false,
  secondary,
  fullWidth = false,
}: CodeFormProps) {
  const form = useForm<{ code: string }>({
    resolver: zodResolver(z.object({ code: schema })),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await onSubmit(code);
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Something went wrong.';
      const fieldError = error instanceof ApiError ? error.fields?.code : undefined;
      if (fieldError) form.setError('code', { message: fieldError }, { shouldFocus: true });
      else form.setError('root', { message });
      form.resetField('code', { keepError: true });
    }
  });

  return (
    <form
      noValidate
      aria-label={name}
      onSubmit={(event) => void submit(event)}
      className="grid gap-4"
    >
      <FormField label={label} description={description} error={errors.code?.message}>
        <Input
          {...form.register('code')}
          autoComplete="one-time-code"
          inputMode={digitsOnly ? 'numeric' : 'text'}
          autoCapitalize="none"
          spellCheck={false}
          autoFocus={autoFocus}
          maxLength={digitsOnly ? 7 : 64}
          className="font-mono tracking-widest"
        />
      </FormField>
      {errors.root?.message && (
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <AlertDescription>{errors.root.message}</AlertDescription>
        </Alert>
      )}
      <div className={fullWidth ? 'grid gap-2' : 'flex flex-wrap items-center gap-3'}>
        <Button
          type="submit"
          className={fullWidth ? 'w-full' : undefined}
          aria-disabled={isSubmitting || undefined}
        >
          {isSubmitting && <Spinner />}
          {isSubmitting ? pendingLabel : submitLabel}
        </Button>
        {secondary}
      </div>
    </form>
  );
}
