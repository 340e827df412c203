import { inboxLimits } from '@contract/constants';
import { CheckCircle2, Send } from 'lucide-react';
import { Form, Link, useNavigation } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PlainFormField } from '@/components/ui/plain-form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useFocusAfterReply, type FormReply } from '@/lib/form-reply';
import { HoneypotField } from '@/components/honeypot-field';

export const contactFields = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof contactFields)[number];

/**
 * The contact form: name, email, subject and message. It posts to the page's action, so it works
 * before and without the scripts; the server checks it and answers with the messages to show.
 */
export function ContactForm({ reply }: { reply: FormReply<ContactField> | undefined }) {
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formAction === '/contact';
  const { formRef, doneRef } = useFocusAfterReply(reply, contactFields);

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

  const errors = reply?.fieldErrors ?? {};
  const values = reply?.values ?? {};
  return (
    <Form
      ref={formRef}
      method="post"
      // The server checks every field and says what to fix, the same with or without scripts.
      noValidate
      action="/contact"
      preventScrollReset
      aria-label="Contact form"
      className="relative grid gap-4"
    >
      {reply?.formError && (
        <Alert variant="destructive">
          <AlertDescription>{reply.formError}</AlertDescription>
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <PlainFormField label="Full name" error={errors.name}>
          <Input
            name="name"
            required
            autoComplete="name"
            maxLength={inboxLimits.name}
            defaultValue={values.name}
          />
        </PlainFormField>
        <PlainFormField label="Email address" error={errors.email}>
          <Input
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={inboxLimits.email}
            defaultValue={values.email}
          />
        </PlainFormField>
      </div>
      <PlainFormField label="Subject" error={errors.subject}>
        <Input
          name="subject"
          required
          maxLength={inboxLimits.subject}
          defaultValue={values.subject}
        />
      </PlainFormField>
      <PlainFormField label="Message" error={errors.message}>
        <Textarea
          name="message"
          required
          rows={6}
          maxLength={inboxLimits.contactMessage}
          defaultValue={values.message}
        />
      </PlainFormField>
      <HoneypotField />
      <Button type="submit" size="lg" disabled={sending} className="mt-2 sm:justify-self-start">
        {sending ? <Spinner className="size-4" /> : <Send aria-hidden="true" />}
        {sending ? 'Sending…' : 'Send message'}
      </Button>
    </Form>
  );
}
