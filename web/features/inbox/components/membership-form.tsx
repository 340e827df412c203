import { categories, inboxLimits, levels } from '@contract/constants';
import { CheckCircle2, UserPlus } from 'lucide-react';
import { Form, Link, useNavigation } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PlainFormField } from '@/components/ui/plain-form-field';
import { Input, Textarea } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { useFocusAfterReply, type FormReply } from '@/lib/form-reply';
import { HoneypotField } from '@/components/honeypot-field';

export const membershipFields = ['name', 'email', 'level', 'category', 'message'] as const;
export type MembershipField = (typeof membershipFields)[number];

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
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formAction === '/join';
  const { formRef, doneRef } = useFocusAfterReply(reply, membershipFields);

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

  const errors = reply?.fieldErrors ?? {};
  const values = reply?.values ?? {};
  return (
    <Form
      ref={formRef}
      method="post"
      // The server checks every field and says what to fix, the same with or without scripts.
      noValidate
      action="/join"
      preventScrollReset
      aria-label="Membership application"
      className="relative grid gap-4"
    >
      {reply?.formError && (
        <Alert variant="destructive">
          <AlertDescription>{reply.formError}</AlertDescription>
        </Alert>
      )}
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
      <div className="grid gap-4 sm:grid-cols-2">
        <PlainFormField label="Level" error={errors.level}>
          <NativeSelect name="level" required defaultValue={values.level ?? ''}>
            <option value="" disabled>
              Choose your level
            </option>
            {levels.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </NativeSelect>
        </PlainFormField>
        <PlainFormField label="Programme" error={errors.category}>
          <NativeSelect name="category" required defaultValue={values.category ?? ''}>
            <option value="" disabled>
              Choose your programme
            </option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </NativeSelect>
        </PlainFormField>
      </div>
      <PlainFormField
        label="Why would you like to join?"
        optional
        error={errors.message}
        description={`Up to ${inboxLimits.membershipMessage} characters.`}
      >
        <Textarea
          name="message"
          rows={4}
          maxLength={inboxLimits.membershipMessage}
          defaultValue={values.message}
        />
      </PlainFormField>
      <HoneypotField />
      <Button type="submit" size="lg" disabled={sending} className="mt-2 sm:justify-self-start">
        {sending ? <Spinner className="size-4" /> : <UserPlus aria-hidden="true" />}
        {sending ? 'Sending…' : 'Send application'}
      </Button>
    </Form>
  );
}
