import { CheckCircle2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { MembershipForm } from './membership-form';

/** 'Become a Member': opens the membership application in a dialog. */
export function BecomeMemberButton({
  abbreviation,
  ...buttonProps
}: ButtonProps & { abbreviation: string }) {
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        // A fresh form next time, once the dialog has closed.
        if (!next) setSentTo(null);
      }}
    >
      <DialogTrigger asChild>
        <Button size="lg" variant="secondary" {...buttonProps}>
          <UserPlus aria-hidden="true" />
          Become a Member
        </Button>
      </DialogTrigger>
      <DialogContent>
        {sentTo ? (
          <div role="status" className="grid justify-items-center gap-3 py-4 text-center">
            <CheckCircle2 className="size-12 text-green-700" aria-hidden="true" />
            <DialogTitle>Application received</DialogTitle>
            <DialogDescription>
              Thank you for applying to join the {abbreviation}! The membership secretary will reply
              to {sentTo} soon.
            </DialogDescription>
            <DialogClose asChild>
              <Button className="mt-2">Close</Button>
            </DialogClose>
          </div>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Become a Member</DialogTitle>
              <DialogDescription>
                Tell us a little about yourself. Membership is open to every physics student.
              </DialogDescription>
            </DialogHeader>
            <MembershipForm onSent={setSentTo} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
