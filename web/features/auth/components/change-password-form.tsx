import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { changePasswordBodySchema, passwordMaxLength, passwordMinLength } from '@contract/auth';
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
import { useChangePassword } from '@/api/auth/change-password';

const labels = {
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
};

const { currentPassword, newPassword } = changePasswordBodySchema.shape;

/**
 * The contract's body, with what only the form can tell: the current password asked for, a new
 * one that differs from it, and typed the same twice.
 */
const changePasswordFormSchema = changePasswordBodySchema
  .extend({
    currentPassword: currentPassword.min(1, 'Enter your current password'),
    confirmPassword: z.string(),
  })
  .superRefine((fields, context) => {
    // The new password's own rule speaks first.
    if (!newPassword.safeParse(fields.newPassword).success) return;
    if (fields.newPassword === fields.currentPassword) {
      context.addIssue({
        code: 'custom',
        path: ['newPassword'],
        message: 'Choose a password different from the current one',
      });
    } else if (fields.confirmPassword !== fields.newPassword) {
      context.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: 'The two new passwords do not match',
      });
    }
  });

type Fields = z.input<typeof changePasswordFormSchema>;
const empty: Fields = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Changes the signed-in user's own password; their other sessions end. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm<Fields, unknown, z.output<typeof changePasswordFormSchema>>({
    resolver: contractResolver(changePasswordFormSchema, labels),
    defaultValues: empty,
  });

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      form.reset(empty);
      toast.success('Password changed. Your other sessions have been signed out.');
    } catch (error) {
      // A wrong current password shows under it; anything else above the button.
      showServerErrors(form.setError, error, labels);
    }
  });

  return (
    <Form {...form}>
      <form
        noValidate
        onSubmit={(event) => {
          if (change.isPending) return event.preventDefault();
          void submit(event);
        }}
        aria-label="Change password"
        className="grid gap-4"
      >
        <FormField
          control={form.control}
          name="currentPassword"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{labels.currentPassword}</FormLabel>
              <FormControl>
                <Input {...field} type="password" autoComplete="current-password" />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="newPassword"
          render={({ field }) => (
            <FormItem described>
              <FormLabel>{labels.newPassword}</FormLabel>
              <FormControl>
                <Input {...field} type="password" autoComplete="new-password" />
              </FormControl>
              <FormDescription>
                {passwordMinLength} to {passwordMaxLength} characters. A few unrelated words make a
                strong one.
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="confirmPassword"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{labels.confirmPassword}</FormLabel>
              <FormControl>
                <Input {...field} type="password" autoComplete="new-password" />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormRootMessage />
        <Button
          type="submit"
          className="justify-self-start"
          aria-disabled={change.isPending || undefined}
        >
          {change.isPending && <Spinner />}
          {change.isPending ? 'Changing password…' : 'Change password'}
        </Button>
      </form>
    </Form>
  );
}
