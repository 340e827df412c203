import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { disableTwoFactorBodySchema, type DisableTwoFactorBody } from '@contract/two-factor';
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
import { useDisableTwoFactor } from '@/api/auth/two-factor';
import { contractResolver } from '@/lib/contract-resolver';
import { showServerErrors } from '@/lib/server-errors';

const labels = { password: 'Password', code: 'Code' };

/** Turning two-factor sign-in off: the password and a code (or a recovery code). */
export function DisableTwoFactorForm({ onDone }: { onDone: () => void }) {
  const disable = useDisableTwoFactor();
  const form = useForm<DisableTwoFactorBody>({
    resolver: contractResolver(disableTwoFactorBodySchema, labels),
    defaultValues: { password: '', code: '' },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    try {
      await disable.mutateAsync(body);
      toast.success('Two-factor sign-in is off');
      onDone();
    } catch (error) {
      // A wrong password or code shows under its field; anything else above the buttons.
      showServerErrors(form.setError, error, labels);
    }
  });

  return (
    <Form {...form}>
      <form
        noValidate
        aria-label="Turn off two-factor sign-in"
        onSubmit={(event) => void submit(event)}
        className="grid gap-4"
      >
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{labels.password}</FormLabel>
              <FormControl>
                <Input {...field} type="password" autoComplete="current-password" autoFocus />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="code"
          render={({ field }) => (
            <FormItem described>
              <FormLabel>{labels.code}</FormLabel>
              <FormControl>
                <Input
                  {...field}
                  autoComplete="one-time-code"
                  autoCapitalize="none"
                  spellCheck={false}
                  className="font-mono tracking-widest"
                />
              </FormControl>
              <FormDescription>
                From your authenticator app, or one of your recovery codes.
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormRootMessage />
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
    </Form>
  );
}
