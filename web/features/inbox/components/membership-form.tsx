import { categories, inboxLimits, levels } from '@contract/constants';
import { membershipApplicationCreateSchema } from '@contract/inbox';
import { CheckCircle2, UserPlus } from 'lucide-react';
import { Form as RouterForm, Link, useNavigation, useSubmit } from 'react-router';
import { HoneypotField } from '@/components/honeypot-field';
import { Button } from '@/components/ui/button';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRootMessage,
} from '@/components/ui/form';
import { Input, Textarea } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import type { FormReply } from '@/lib/form-reply';
import { useReplyForm } from '@/lib/use-reply-form';

export const membershipFields = ['name', 'email', 'level', 'category', 'message'] as const;
export type MembershipField = (typeof membershipFields)[number];

const labels: Record<MembershipField, string> = {
  name: 'Full name',
  email: 'Email address',
  level: 'Level',
  category: 'Programme',
  message: 'Why would you like to join?',
};

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
  const post = useSubmit();
  const { form, formRef, doneRef, onSubmit } = useReplyForm({
    schema: membershipApplicationCreateSchema,
    labels,
    fields: membershipFields,
    reply,
    submit: (element) => void post(element, { preventScrollReset: true }),
  });

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

  return (
    <Form {...form}>
      <RouterForm
        ref={formRef}
        method="post"
        // The contract's schema checks the fields here, and the server again (the only check
        // without scripts): the same messages either way.
        noValidate
        action="/join"
        preventScrollReset
        onSubmit={onSubmit}
        aria-label="Membership application"
        className="relative grid gap-4"
      >
        <FormRootMessage />
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{labels.name}</FormLabel>
              <FormControl>
                <Input {...field} required autoComplete="name" maxLength={inboxLimits.name} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{labels.email}</FormLabel>
              <FormControl>
                <Input
                  {...field}
                  type="email"
                  required
                  autoComplete="email"
                  maxLength={inboxLimits.email}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="level"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{labels.level}</FormLabel>
                <FormControl>
                  <NativeSelect {...field} required>
                    <option value="" disabled>
                      Choose your level
                    </option>
                    {levels.map((level) => (
                      <option key={level} value={level}>
                        {level}
                      </option>
                    ))}
                  </NativeSelect>
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="category"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{labels.category}</FormLabel>
                <FormControl>
                  <NativeSelect {...field} required>
                    <option value="" disabled>
                      Choose your programme
                    </option>
                    {categories.map((category) => (
                      <option key={category.id} value={category.id}>
                        {category.name}
                      </option>
                    ))}
                  </NativeSelect>
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <FormField
          control={form.control}
          name="message"
          render={({ field }) => (
            <FormItem described>
              <FormLabel optional>{labels.message}</FormLabel>
              <FormControl>
                <Textarea {...field} rows={4} maxLength={inboxLimits.membershipMessage} />
              </FormControl>
              <FormDescription>Up to {inboxLimits.membershipMessage} characters.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <HoneypotField />
        <Button type="submit" size="lg" disabled={sending} className="mt-2 sm:justify-self-start">
          {sending ? <Spinner className="size-4" /> : <UserPlus aria-hidden="true" />}
          {sending ? 'Sending…' : 'Send application'}
        </Button>
      </RouterForm>
    </Form>
  );
}
