import { Check, Copy } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import type { OneTimePasswordResponse } from '@contract/auth';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export type RevealedPassword = OneTimePasswordResponse & {
  /** Why there is a new password: a new account, or a reset. */
  reason: 'created' | 'reset';
};

type OneTimePasswordDialogProps = {
  /** What to show; null closes the dialog. */
  revealed: RevealedPassword | null;
  onDone: () => void;
};

/**
 * Shows a one-time password once, with a copy button. The server keeps only its hash, so after this
 * dialog closes nobody can see it again: a click outside does not close it, only 'Done' or Escape.
 */
export function OneTimePasswordDialog({ revealed, onDone }: OneTimePasswordDialogProps) {
  return (
    <Dialog open={revealed !== null} onOpenChange={(open) => !open && onDone()}>
      <DialogContent onInteractOutside={(event) => event.preventDefault()}>
        {revealed && <Revealed revealed={revealed} onDone={onDone} />}
      </DialogContent>
    </Dialog>
  );
}

function Revealed({ revealed, onDone }: { revealed: RevealedPassword; onDone: () => void }) {
  const { user, oneTimePassword, reason } = revealed;
  const [copied, setCopied] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(oneTimePassword);
      setCopied(true);
      toast.success('Password copied');
    } catch {
      inputRef.current?.select();
      toast.error('Could not copy. The password is selected: copy it with Ctrl+C or ⌘C.');
    }
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>
          {reason === 'created'
            ? `Account created for ${user.name}`
            : `New password for ${user.name}`}
        </DialogTitle>
        <DialogDescription>
          This one-time password is shown only once. Copy it now and give it to {user.name}{' '}
          privately; they can change it on their Account page after signing in.
        </DialogDescription>
      </DialogHeader>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Email</dt>
        <dd className="min-w-0 font-medium break-all">{user.email}</dd>
        <dt className="text-muted-foreground">Role</dt>
        <dd className="font-medium capitalize">{user.role}</dd>
      </dl>
      <div className="grid gap-1.5">
        <Label htmlFor="one-time-password">One-time password</Label>
        <div className="flex gap-2">
          <Input
            ref={inputRef}
            id="one-time-password"
            readOnly
            value={oneTimePassword}
            spellCheck={false}
            autoComplete="off"
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono tracking-wide"
          />
          <Button type="button" variant="outline" className="h-10" onClick={() => void copy()}>
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </div>
      </div>
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </DialogFooter>
    </>
  );
}
