import type { StaffUser } from '@contract/auth';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { SignInForm } from './sign-in-form';

export const sessionEndedMessage = 'Your session has ended. Please sign in again.';

type SessionRenewalDialogProps = {
  open: boolean;
  /** Who was signed in: the email is filled in. */
  email: string;
  onSignedIn: (user: StaffUser) => void;
  /** Gives up on the page (and its unsaved work) for the sign-in page. */
  onLeave: () => void;
};

/**
 * Over the page whose session ended: sign in again without leaving it, so forms keep what was
 * typed and a save that was refused goes through afterwards. It does not close any other way.
 */
export function SessionRenewalDialog({
  open,
  email,
  onSignedIn,
  onLeave,
}: SessionRenewalDialogProps) {
  return (
    <AlertDialog open={open}>
      <AlertDialogContent
        onEscapeKeyDown={(event) => event.preventDefault()}
        onOpenAutoFocus={(event) => {
          // The email is known: straight to the password.
          const target = event.currentTarget as HTMLElement;
          const password = target.querySelector<HTMLInputElement>('input[type="password"]');
          if (password && email) {
            event.preventDefault();
            password.focus();
          }
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>Sign in to continue</AlertDialogTitle>
          <AlertDialogDescription>
            {sessionEndedMessage} Nothing on this page is lost: what you were saving is saved once
            you are signed in.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <SignInForm initialEmail={email} renewing onSignedIn={onSignedIn} />
        <Button type="button" variant="ghost" className="justify-self-center" onClick={onLeave}>
          Leave this page and sign in there
        </Button>
      </AlertDialogContent>
    </AlertDialog>
  );
}
