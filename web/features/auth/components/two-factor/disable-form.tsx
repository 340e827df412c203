import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { disableTwoFactorBodySchema, type DisableTwoFactorBody } from '@contract/two-factor';
import { useDisableTwoFactor } from '@/api/auth/two-factor';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';

/** Turning two-factor sign-in off: the password and a code (or a recovery code). */
export function DisableTwoFactorForm({ onDone }: { onDone: () => void }) {
  const disable = useDisableTwoFactor();
  const form = useForm<DisableTwoFactorBody>({
    resolver: zodResolver(disableTwoFactorBodySchema),
    defaultValues: { password: '', code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    try {
      await disable.mutateAsync(body);
      toast.success('Two-factor sign-in is off');
      onDone();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      if (fields?.password)
        form.setError('password', { message: fields.password }, { shouldFocus: true });
      else if (fields?.code) form.setError('code', { message: fields.code }, { shouldFocus: true });
      else
        form.setError('root', { message: error instanceof Error ? error.message : String(error) });
    }
  });

  return (
    <form
      noValidate
      aria-label="Turn off two-factor sign-in"
      onSubmit={(event) => void submit(event)}
      className="grid gap-4"
    >
      <FormField label="Password" error={errors.password?.message}>
        <Input
          {...form.register('password')}
          type="password"
          autoComplete="current-password"
          autoFocus
        />
      </FormField>
      <FormField
        label="Code"
        description="From your authenticator app, or one of your recovery codes."
        error={errors.code?.message}
      >
        <Input
          {...form.register('code')}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          className="font-mono tracking-widest"
        />
      </FormField>
      {errors.root?.message && (
        <Alert variant="destructive">
          <AlertDescription>{errors.root.message}</AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="destructive" aria-disabled={isSubmitting || undefined}>
          {isSubmitting && <Spinner />}
          {isSubmitting ? 'Turning off…' : 'Turn off two-factor sign-in'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
