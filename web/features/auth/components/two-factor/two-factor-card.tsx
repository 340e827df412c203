import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { totpCodeSchema, type TwoFactorSetup } from '@contract/two-factor';
import {
  useConfirmTwoFactor,
  useNewRecoveryCodes,
  useStartTwoFactorSetup,
  useTwoFactorStatus,
} from '@/api/auth/two-factor';
import { LoadError } from '@/components/admin/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { AuthenticatorSetup } from './authenticator-setup';
import { CodeForm } from './code-form';
import { DisableTwoFactorForm } from './disable-form';
import { RecoveryCodes } from './recovery-codes';

/** What the card shows besides the status: a set-up, fresh codes, or one of the two forms. */
type Mode =
  | { kind: 'idle' }
  | { kind: 'setup'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'new-codes' }
  | { kind: 'disable' };

/** /admin/account: one's own two-factor sign-in: set it up, new recovery codes, turn it off. */
export function TwoFactorCard({ email }: { email: string }) {
  const status = useTwoFactorStatus();
  const start = useStartTwoFactorSetup();
  const confirm = useConfirmTwoFactor();
  const newCodes = useNewRecoveryCodes();
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const idle = () => setMode({ kind: 'idle' });

  function beginSetup() {
    start.mutate(undefined, {
      onSuccess: (setup) => setMode({ kind: 'setup', setup }),
      onError: (error) => toast.error(error.message),
    });
  }

  const enabled = status.data?.enabled ?? false;

  return (
    <Card role="region" aria-labelledby="two-factor-title">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle id="two-factor-title">Two-factor sign-in</CardTitle>
          {status.data && (
            <Badge variant={enabled ? 'success' : 'muted'}>{enabled ? 'On' : 'Off'}</Badge>
          )}
        </div>
        <CardDescription>
          A code from an authenticator app on your phone, as well as your password, each time you
          sign in: a stolen password alone is not enough.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {status.isPending ? (
          <Skeleton className="h-10" aria-label="Loading" />
        ) : status.isError ? (
          <LoadError message={status.error.message} onRetry={() => void status.refetch()} />
        ) : mode.kind === 'setup' ? (
          <AuthenticatorSetup
            setup={mode.setup}
            onConfirm={async (code) => {
              // No toast: on a phone it would cover the codes' 'Done', and the badge says 'On'.
              const { recoveryCodes } = await confirm.mutateAsync({ code });
              setMode({ kind: 'codes', codes: recoveryCodes });
            }}
            secondary={
              <Button type="button" variant="ghost" onClick={idle}>
                Cancel
              </Button>
            }
          />
        ) : mode.kind === 'codes' ? (
          <RecoveryCodes codes={mode.codes} email={email} doneLabel="Done" onDone={idle} />
        ) : !enabled ? (
          <div className="grid gap-3">
            {status.data.required && (
              <p className="text-sm text-muted-foreground">
                This site requires it of admins: you will be asked to set it up when you next sign
                in.
              </p>
            )}
            <Button
              type="button"
              className="justify-self-start"
              aria-disabled={start.isPending || undefined}
              onClick={() => !start.isPending && beginSetup()}
            >
              {start.isPending ? <Spinner /> : <ShieldCheck aria-hidden="true" />}
              Set up two-factor sign-in
            </Button>
          </div>
        ) : mode.kind === 'new-codes' ? (
          <CodeForm
            name="New recovery codes"
            label="Code from your app"
            description="Your old recovery codes stop working."
            schema={totpCodeSchema}
            digitsOnly
            autoFocus
            submitLabel="Make new recovery codes"
            pendingLabel="Making codes…"
            onSubmit={async (code) => {
              const { recoveryCodes } = await newCodes.mutateAsync({ code });
              setMode({ kind: 'codes', codes: recoveryCodes });
            }}
            secondary={
              <Button type="button" variant="ghost" onClick={idle}>
                Cancel
              </Button>
            }
          />
        ) : mode.kind === 'disable' ? (
          <DisableTwoFactorForm onDone={idle} />
        ) : (
          <div className="grid gap-3">
            <p className="text-sm text-muted-foreground">
              {status.data.recoveryCodesLeft === 1
                ? '1 recovery code left.'
                : `${status.data.recoveryCodesLeft} recovery codes left.`}
              {status.data.required && ' Admins must use two-factor sign-in on this site.'}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="outline"
                onClick={() => setMode({ kind: 'new-codes' })}
              >
                New recovery codes
              </Button>
              {!status.data.required && (
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => setMode({ kind: 'disable' })}
                >
                  <ShieldOff aria-hidden="true" />
                  Turn off
                </Button>
              )}
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
