import { Info } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { signInBodySchema, type SignInBody, type StaffUser } from '@contract/auth';
import type { SecondStep } from '@contract/two-factor';
import { useAuthStatus } from '@/api/auth/get-auth-status';
import { useSignIn } from '@/api/auth/sign-in';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
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
import { CodeStep, EnrolStep } from './two-factor/sign-in-steps';

const labels = { email: 'Email', password: 'Password' };

/** The contract's body, with both fields asked for before anything is sent. */
const signInFormSchema = signInBodySchema.extend({
  email: signInBodySchema.shape.email.trim().min(1, 'Enter your email address'),
  password: signInBodySchema.shape.password.min(1, 'Enter your password'),
});

/** How to create the first staff account, for a site that has none. */
function NoStaffHelp() {
  return (
    <Alert variant="info">
      <Info aria-hidden="true" />
      <AlertTitle>No staff account exists yet</AlertTitle>
      <AlertDescription>
        <p>Create the first admin on the server, in one of two ways:</p>
        <ul className="list-disc space-y-1 pl-4">
          <li>
            set <code className="font-mono text-[0.8125rem]">ADMIN_EMAIL</code> and{' '}
            <code className="font-mono text-[0.8125rem]">ADMIN_PASSWORD</code> in its environment
            and restart it, or
          </li>
          <li>
            run this on the server and type a password when asked:
            <code className="mt-1 block rounded-md bg-card/80 px-2 py-1 font-mono text-[0.8125rem] ring-1 ring-primary-200">
              npm run admin -- create you@example.org
            </code>
          </li>
        </ul>
        <p>Then sign in here.</p>
      </AlertDescription>
    </Alert>
  );
}

/**
 * Email, password and 'Sign in'. The server's answer to a failed attempt ('Invalid email or
 * password.', or how long to wait after too many) shows in an alert above the button. When the
 * account uses two-factor sign-in (or must set it up first), the second step follows here.
 */
export function SignInForm({
  onSignedIn,
  initialEmail = '',
  renewing = false,
}: {
  onSignedIn?: (user: StaffUser) => void;
  initialEmail?: string;
  /** Signing in again over an open page: its data stays (see useSignIn). */
  renewing?: boolean;
}) {
  const status = useAuthStatus();
  const signIn = useSignIn({ renewing });
  const form = useForm<SignInBody>({
    resolver: contractResolver(signInFormSchema, labels),
    defaultValues: { email: initialEmail, password: '' },
  });
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);

  const submit = form.handleSubmit(async (body) => {
    try {
      const answer = await signIn.mutateAsync(body);
      if ('user' in answer) return onSignedIn?.(answer.user);
      form.resetField('password');
      setSecondStep(answer.next);
    } catch (error) {
      // 'Invalid email or password.', or how long to wait after too many attempts.
      showServerErrors(form.setError, error, labels);
    }
  });

  if (secondStep) {
    const Step = secondStep === 'two-factor' ? CodeStep : EnrolStep;
    return (
      <Step
        email={form.getValues('email').trim()}
        renewing={renewing}
        onSignedIn={onSignedIn}
        onStartOver={() => {
          signIn.reset();
          setSecondStep(null);
        }}
      />
    );
  }

  return (
    <div className="grid gap-5">
      {status.data?.hasStaff === false && <NoStaffHelp />}
      <Form {...form}>
        <form
          noValidate
          onSubmit={(event) => {
            if (signIn.isPending) return event.preventDefault();
            void submit(event);
          }}
          aria-label="Sign in"
          className="grid gap-4"
        >
          <FormField
            control={form.control}
            name="email"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{labels.email}</FormLabel>
                <FormControl>
                  <Input
                    {...field}
                    type="email"
                    autoComplete="username"
                    inputMode="email"
                    autoCapitalize="none"
                    spellCheck={false}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="password"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{labels.password}</FormLabel>
                <FormControl>
                  <Input {...field} type="password" autoComplete="current-password" />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormRootMessage />
          <Button
            type="submit"
            className="mt-1 w-full"
            aria-disabled={signIn.isPending || undefined}
          >
            {signIn.isPending && <Spinner />}
            {signIn.isPending ? 'Signing in…' : 'Sign in'}
          </Button>
        </form>
      </Form>
    </div>
  );
}
