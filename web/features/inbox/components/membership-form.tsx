import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { formOnFirstUse } from '@/components/form-on-first-use';
import { Button } from '@/components/ui/button';
import { useFocusAfterReply, type FormReply } from '@/lib/form-reply';
import { membershipFields, type MembershipField } from './membership-fields';

export { membershipFields, type MembershipField } from './membership-fields';

const MembershipFormFields = formOnFirstUse(() =>
  import('./membership-form-fields').then((module) => module.MembershipFormFields),
);

/**
 * The membership application: name, email, level, programme and an optional message. It posts to
 * the page's action, so it works before and without the scripts.
 */
export function MembershipForm({
  reply,
  abbreviation,
}: {
  reply: FormReply<MembershipField> | undefined;
  abbreviation: string;
}) {
  const { doneRef } = useFocusAfterReply(reply, membershipFields);
  if (reply?.ok) {
    return (
      <div role="status" className="grid justify-items-center gap-3 py-8 text-center">
        <CheckCircle2 className="size-12 text-green-700" aria-hidden="true" />
        <h2
          ref={doneRef}
          tabIndex={-1}
          className="text-xl font-bold text-foreground focus:outline-none"
        >
          Application received
        </h2>
        <p className="max-w-sm text-muted-foreground">
          Thank you for applying to join the {abbreviation}! The membership secretary will reply to{' '}
          {reply.values.email} soon.
        </p>
        <Button asChild variant="outline" className="mt-2">
          <Link to="/about">Back to About</Link>
        </Button>
      </div>
    );
  }
  return <MembershipFormFields reply={reply} />;
}
