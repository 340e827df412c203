import type { ReactNode } from 'react';
import { totpCodeSchema, type TwoFactorSetup } from '@contract/two-factor';
import { Label } from '@/components/ui/label';
import { CodeForm } from './code-form';

/** Groups of four, as the secret is easier to type by hand that way. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

type AuthenticatorSetupProps = {
  setup: TwoFactorSetup;
  /** Sends the first code from the app. */
  onConfirm: (code: string) => Promise<unknown>;
  secondary?: ReactNode;
  fullWidth?: boolean;
};

/**
 * Scanning the QR code (or typing the secret) into an authenticator app, then its first code.
 * The QR code is the server's PNG data URL: an image, nothing rendered as markup.
 */
export function AuthenticatorSetup({
  setup,
  onConfirm,
  secondary,
  fullWidth,
}: AuthenticatorSetupProps) {
  return (
    <div className="@container grid gap-5">
      <ol className="grid list-decimal gap-1.5 pl-5 text-sm text-muted-foreground">
        <li>
          Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator,
          2FAS, Aegis or a password manager).
        </li>
        <li>Scan this QR code, or type the key below into the app.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col items-center gap-4 @md:flex-row @md:items-start">
        <img
          src={setup.qrCode}
          alt="QR code to scan with your authenticator app"
          width={200}
          height={200}
          className="size-[200px] shrink-0 rounded-control border border-border bg-white p-1"
        />
        <div className="grid w-full min-w-0 gap-1.5 text-sm">
          <Label htmlFor="totp-key">Can’t scan it? Enter this key</Label>
          {/* Two lines on a phone rather than a key cut off at the edge. */}
          <textarea
            id="totp-key"
            readOnly
            rows={2}
            value={grouped(setup.secret)}
            spellCheck={false}
            autoComplete="off"
            aria-describedby="totp-key-hint"
            onFocus={(event) => event.currentTarget.select()}
            className="w-full resize-none rounded-control border border-input bg-muted/60 px-3 py-2 font-mono text-sm text-foreground outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25"
          />
          <p id="totp-key-hint" className="text-xs text-muted-foreground">
            Time-based, 6 digits, every 30 seconds.
          </p>
        </div>
      </div>
      <CodeForm
        name="Confirm two-factor sign-in"
        label="Code from your app"
        schema={totpCodeSchema}
        digitsOnly
        submitLabel="Turn on two-factor sign-in"
        pendingLabel="Checking…"
        onSubmit={onConfirm}
        secondary={secondary}
        fullWidth={fullWidth}
      />
    </div>
  );
}
