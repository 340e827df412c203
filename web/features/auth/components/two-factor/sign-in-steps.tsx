import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { StaffUser } from '@contract/auth';
import { secondStepCodeSchema, type EnrolledSignIn } from '@contract/two-factor';
import {
  useConfirmSignInEnrolment,
  useStartSignInEnrolment,
  useSubmitSecondStep,
} from '@/api/auth/second-step';
import { acceptSignedIn } from '@/api/auth/sign-in';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { AuthenticatorSetup } from './authenticator-setup';
import { CodeForm } from './code-form';
import { RecoveryCodes } from './recovery-codes';

type StepProps = {
  email: string;
  renewing: boolean;
  onSignedIn?: (user: StaffUser) => void;
  /** Back to the email and password (a sign-in that took too long, or another account). */
  onStartOver: () => void;
};

function StartOver({ onStartOver }: { onStartOver: () => void }) {
  return (
    <Button type="button" variant="link" className="justify-self-center" onClick={onStartOver}>
      Start over
    </Button>
  );
}

/** The second step: a code from the app, or a recovery code. */
export function CodeStep({ email, renewing, onSignedIn, onStartOver }: StepProps) {
  const queryClient = useQueryClient();
  const submit = useSubmitSecondStep();
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <h2 className="flex items-center gap-2 text-base font-semibold text-foreground">
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
          Two-factor sign-in
        </h2>
        <p className="text-sm text-muted-foreground">
          Signing in as <span className="font-medium break-all text-foreground">{email}</span>.
        </p>
      </div>
      <CodeForm
        name="Two-factor sign-in"
        label="Code"
        description="The 6-digit code from your authenticator app, or one of your recovery codes."
        schema={secondStepCodeSchema}
        submitLabel="Verify"
        pendingLabel="Verifying…"
        autoFocus
        fullWidth
        onSubmit={async (code) => {
          const user = await submit.mutateAsync({ code });
          acceptSignedIn(queryClient, user, renewing);
          onSignedIn?.(user);
        }}
        secondary={<StartOver onStartOver={onStartOver} />}
      />
    </div>
  );
}

/**
 * An admin who must use two-factor sign-in (the site requires it) and has not set it up: set it up
 * now, see the recovery codes once, then go on, signed in.
 */
export function EnrolStep({ email, renewing, onSignedIn, onStartOver }: StepProps) {
  const queryClient = useQueryClient();
  const start = useStartSignInEnrolment();
  const confirm = useConfirmSignInEnrolment();
  const [enrolled, setEnrolled] = useState<EnrolledSignIn | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Once, even when React runs effects twice in development: each start makes a new secret.
    if (started.current) return;
    started.current = true;
    start.mutate();
  }, [start]);

  if (enrolled) {
    return (
      <RecoveryCodes
        codes={enrolled.recoveryCodes}
        email={email}
        doneLabel="Continue"
        onDone={() => {
          acceptSignedIn(queryClient, enrolled.user, renewing);
          onSignedIn?.(enrolled.user);
        }}
      />
    );
  }

  return (
    <div className="grid gap-4">
      <Alert variant="info">
        <ShieldCheck aria-hidden="true" />
        <AlertTitle>Set up two-factor sign-in to continue</AlertTitle>
        <AlertDescription>
          Admins of this site must sign in with a code from an authenticator app as well as their
          password.
        </AlertDescription>
      </Alert>
      {start.isPending ? (
        <Skeleton className="h-52" aria-label="Preparing the QR code" />
      ) : start.isError ? (
        <>
          <Alert variant="destructive">
            <CircleAlert aria-hidden="true" />
            <AlertDescription>{start.error.message}</AlertDescription>
          </Alert>
          <StartOver onStartOver={onStartOver} />
        </>
      ) : start.data ? (
        <AuthenticatorSetup
          setup={start.data}
          fullWidth
          onConfirm={async (code) => setEnrolled(await confirm.mutateAsync({ code }))}
          secondary={<StartOver onStartOver={onStartOver} />}
        />
      ) : null}
    </div>
  );
}
