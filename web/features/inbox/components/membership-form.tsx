import { categories, levels, type CategoryId, type Level } from '@contract/constants';
import { inboxLimits, membershipApplicationCreateSchema } from '@contract/inbox';
import { useRef, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useSendMembershipApplication } from '@/features/inbox/api/send-membership-application';
import {
  fieldErrorsFromZod,
  focusFirstError,
  splitSubmitError,
  type FieldErrors,
} from './form-errors';
import { HoneypotField } from './honeypot-field';

const fields = ['name', 'email', 'level', 'category', 'message'] as const;
type Field = (typeof fields)[number];

type MembershipFormProps = {
  /** After the application was received; `email` is where the reply will go. */
  onSent: (email: string) => void;
};

/** The membership application: name, email, level, programme and an optional message. */
export function MembershipForm({ onSent }: MembershipFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const send = useSendMembershipApplication();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [level, setLevel] = useState<Level | ''>('');
  const [category, setCategory] = useState<CategoryId | ''>('');
  const [message, setMessage] = useState('');
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);

  function showErrors(next: FieldErrors<Field>) {
    setErrors(next);
    // After React has marked the fields invalid, so the focused one announces its error.
    requestAnimationFrame(() => focusFirstError(formRef.current, fields, next));
  }

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setFormError(null);
    const values = { name, email, level, category, message, website };
    const parsed = membershipApplicationCreateSchema.safeParse(values);
    if (!parsed.success) {
      showErrors(fieldErrorsFromZod(parsed.error, fields));
      return;
    }
    setErrors({});
    send.mutate(values as Parameters<typeof send.mutate>[0], {
      onSuccess: () => onSent(parsed.data.email),
      onError: (error) => {
        const split = splitSubmitError(error, fields);
        setFormError(split.form);
        showErrors(split.fields);
      },
    });
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="relative grid gap-4">
      {formError && (
        <Alert variant="destructive">
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      )}
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
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Level" error={errors.level}>
          {(control) => (
            <Select value={level} onValueChange={(value) => setLevel(value as Level)}>
              <SelectTrigger {...control} data-field="level">
                <SelectValue placeholder="Choose your level" />
              </SelectTrigger>
              <SelectContent>
                {levels.map((value) => (
                  <SelectItem key={value} value={value}>
                    {value}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
        <FormField label="Programme" error={errors.category}>
          {(control) => (
            <Select value={category} onValueChange={(value) => setCategory(value as CategoryId)}>
              <SelectTrigger {...control} data-field="category">
                <SelectValue placeholder="Choose your programme" />
              </SelectTrigger>
              <SelectContent>
                {categories.map((item) => (
                  <SelectItem key={item.id} value={item.id}>
                    {item.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
      </div>
      <FormField
        label="Why would you like to join?"
        optional
        error={errors.message}
        description={`Up to ${inboxLimits.membershipMessage} characters.`}
      >
        <Textarea
          data-field="message"
          rows={4}
          maxLength={inboxLimits.membershipMessage}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </FormField>
      <HoneypotField value={website} onChange={setWebsite} />
      <Button type="submit" size="lg" disabled={send.isPending} className="mt-2">
        {send.isPending && <Spinner className="size-4" />}
        {send.isPending ? 'Sending…' : 'Send application'}
      </Button>
    </form>
  );
}
