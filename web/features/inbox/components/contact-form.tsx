import { contactMessageCreateSchema, inboxLimits } from '@contract/inbox';
import { CheckCircle2, Send } from 'lucide-react';
import { useRef, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useSendContactMessage } from '@/features/inbox/api/send-contact-message';
import {
  fieldErrorsFromZod,
  focusFirstError,
  splitSubmitError,
  type FieldErrors,
} from './form-errors';
import { HoneypotField } from './honeypot-field';

const fields = ['name', 'email', 'subject', 'message'] as const;
type Field = (typeof fields)[number];

/** The contact form: name, email, subject and message. */
export function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const send = useSendContactMessage();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  function showErrors(next: FieldErrors<Field>) {
    setErrors(next);
    requestAnimationFrame(() => focusFirstError(formRef.current, fields, next));
  }

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setFormError(null);
    const values = { name, email, subject, message, website };
    const parsed = contactMessageCreateSchema.safeParse(values);
    if (!parsed.success) {
      showErrors(fieldErrorsFromZod(parsed.error, fields));
      return;
    }
    setErrors({});
    send.mutate(values, {
      onSuccess: () => {
        setSentTo(parsed.data.email);
        setSubject('');
        setMessage('');
        requestAnimationFrame(() => doneRef.current?.focus());
      },
      onError: (error) => {
        const split = splitSubmitError(error, fields);
        setFormError(split.form);
        showErrors(split.fields);
      },
    });
  }

  if (sentTo) {
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
          Thank you for writing to us. We will reply to {sentTo} as soon as we can.
        </p>
        <Button type="button" variant="outline" className="mt-2" onClick={() => setSentTo(null)}>
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label="Contact form"
      className="relative grid gap-4"
    >
      {formError && (
        <Alert variant="destructive">
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Full name" error={errors.name}>
          <Input
            data-field="name"
            autoComplete="name"
            maxLength={inboxLimits.name}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </FormField>
        <FormField label="Email address" error={errors.email}>
          <Input
            data-field="email"
            type="email"
            autoComplete="email"
            maxLength={inboxLimits.email}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormField>
      </div>
      <FormField label="Subject" error={errors.subject}>
        <Input
          data-field="subject"
          maxLength={inboxLimits.subject}
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
        />
      </FormField>
      <FormField label="Message" error={errors.message}>
        <Textarea
          data-field="message"
          rows={6}
          maxLength={inboxLimits.contactMessage}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </FormField>
      <HoneypotField value={website} onChange={setWebsite} />
      <Button
        type="submit"
        size="lg"
        disabled={send.isPending}
        className="mt-2 sm:justify-self-start"
      >
        {send.isPending ? <Spinner className="size-4" /> : <Send aria-hidden="true" />}
        {send.isPending ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}
