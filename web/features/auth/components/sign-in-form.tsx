import { CircleAlert, Info } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import type { StaffUser } from '@contract/auth';
import type { SecondStep } from '@contract/two-factor';
import { useAuthStatus } from '@/api/auth/get-auth-status';
import { useSignIn } from '@/api/auth/sign-in';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { CodeStep, EnrolStep } from './two-factor/sign-in-steps';

type FieldErrors = { email?: string; password?: string };

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
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signIn.isPending) return;
    const errors: FieldErrors = {};
    if (!email.trim()) errors.email = 'Enter your email address';
    if (!password) errors.password = 'Enter your password';
    setFieldErrors(errors);
    if (errors.email) return emailRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (answer) => {
          if ('user' in answer) return onSignedIn?.(answer.user);
          setPassword('');
          setSecondStep(answer.next);
        },
      },
    );
  }

  if (secondStep) {
    const Step = secondStep === 'two-factor' ? CodeStep : EnrolStep;
    return (
      <Step
        email={email.trim()}
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
      <form noValidate onSubmit={onSubmit} aria-label="Sign in" className="grid gap-4">
        <FormField label="Email" error={fieldErrors.email}>
          <Input
            ref={emailRef}
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormField>
        <FormField label="Password" error={fieldErrors.password}>
          <Input
            ref={passwordRef}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </FormField>
        {signIn.isError && (
          <Alert variant="destructive">
            <CircleAlert aria-hidden="true" />
            <AlertDescription>{signIn.error.message}</AlertDescription>
          </Alert>
        )}
        <Button type="submit" className="mt-1 w-full" aria-disabled={signIn.isPending || undefined}>
          {signIn.isPending && <Spinner />}
          {signIn.isPending ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </div>
  );
}
