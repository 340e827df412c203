import { Check, Copy, Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

type RecoveryCodesProps = {
  codes: string[];
  /** Whose codes, for the downloaded file's text. */
  email: string;
  /** 'Continue' or 'Done': the codes are never shown again after it. */
  doneLabel: string;
  onDone: () => void;
};

/**
 * The recovery codes, shown once (only their hashes are kept): copy or download them, then go on.
 * Each signs in once when the phone is not at hand.
 */
export function RecoveryCodes({ codes, email, doneLabel, onDone }: RecoveryCodesProps) {
  const [copied, setCopied] = useState(false);
  const text = codes.join('\n');

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast.success('Recovery codes copied');
    } catch {
      toast.error('Could not copy. Select the codes and copy them with Ctrl+C or ⌘C.');
    }
  }

  function download() {
    const body = `Recovery codes for ${email}\nEach code signs in once.\n\n${text}\n`;
    const url = URL.createObjectURL(new Blob([body], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <section aria-labelledby="recovery-codes-title" className="grid gap-4">
      <Alert variant="info">
        <AlertTitle id="recovery-codes-title">Save your recovery codes</AlertTitle>
        <AlertDescription>
          If you lose your phone, each of these codes signs you in once instead of a code from your
          app. They are shown only now: keep them somewhere safe, such as a password manager.
        </AlertDescription>
      </Alert>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-6 gap-y-1.5 rounded-control border border-border bg-muted/50 p-4 font-mono text-sm text-foreground sm:text-base"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy codes'}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={download}>
          <Download aria-hidden="true" />
          Download
        </Button>
      </div>
      <Button type="button" className="justify-self-start" onClick={onDone}>
        {doneLabel}
      </Button>
    </section>
  );
}
