import { useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z, type ZodType } from 'zod';
import { Button } from '@/components/ui/button';
import {
  Form,
  FormControl,
  FormDescription,
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
  const resolver = useMemo(
    () => contractResolver(z.object({ code: schema }), { code: label }),
    [schema, label],
  );
  const form = useForm<{ code: string }>({ resolver, defaultValues: { code: '' } });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await onSubmit(code);
    } catch (error) {
      showServerErrors(form.setError, error, { code: label });
      // A code is tried once: the field starts empty for the next, its message kept.
      form.resetField('code', { keepError: true });
    }
  });

  return (
    <Form {...form}>
      <form
        noValidate
        aria-label={name}
        onSubmit={(event) => void submit(event)}
        className="grid gap-4"
      >
        <FormField
          control={form.control}
          name="code"
          render={({ field }) => (
            <FormItem described={!!description}>
              <FormLabel>{label}</FormLabel>
              <FormControl>
                <Input
                  {...field}
                  autoComplete="one-time-code"
                  inputMode={digitsOnly ? 'numeric' : 'text'}
                  autoCapitalize="none"
                  spellCheck={false}
                  autoFocus={autoFocus}
                  maxLength={digitsOnly ? 7 : 64}
                  className="font-mono tracking-widest"
                />
              </FormControl>
              {description && <FormDescription>{description}</FormDescription>}
              <FormMessage />
            </FormItem>
          )}
        />
        <FormRootMessage />
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
    </Form>
  );
}
