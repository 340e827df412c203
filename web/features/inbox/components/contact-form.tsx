import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { formOnFirstUse } from '@/components/form-on-first-use';
import { Button } from '@/components/ui/button';
import { useFocusAfterReply, type FormReply } from '@/lib/form-reply';
import { contactFields, type ContactField } from './contact-fields';

export { contactFields, type ContactField } from './contact-fields';

const ContactFormFields = formOnFirstUse(() =>
  import('./contact-form-fields').then((module) => module.ContactFormFields),
);

/**
 * The contact form: name, email, subject and message. It posts to the page's action, so it works
 * before and without the scripts; the server checks it and answers with the messages to show.
 */
export function ContactForm({ reply }: { reply: FormReply<ContactField> | undefined }) {
  const { doneRef } = useFocusAfterReply(reply, contactFields);
  if (reply?.ok) {
    return (
      <div role="status" className="grid justify-items-center gap-3 py-8 text-center">
        <CheckCircle2 className="size-12 text-green-700" aria-hidden="true" />
        <h3
          ref={doneRef}
          tabIndex={-1}
          className="text-xl font-bold text-foreground focus:outline-none"
        >
          Message sent
        </h3>
        <p className="max-w-sm text-muted-foreground">
          Thank you for writing to us. We will reply to {reply.values.email} as soon as we can.
        </p>
        <Button asChild variant="outline" className="mt-2">
          <Link to="/contact" replace preventScrollReset>
            Send another message
          </Link>
        </Button>
      </div>
    );
  }
  return <ContactFormFields reply={reply} />;
}
