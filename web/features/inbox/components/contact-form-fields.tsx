import { inboxLimits } from '@contract/constants';
import { contactMessageCreateSchema } from '@contract/inbox';
import { Send } from 'lucide-react';
import { Form as RouterForm, useNavigation, useSubmit } from 'react-router';
import { HoneypotField } from '@/components/honeypot-field';
import { Button } from '@/components/ui/button';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRootMessage,
} from '@/components/ui/form';
import { Input, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import type { FormReply } from '@/lib/form-reply';
import { useReplyForm } from '@/lib/use-reply-form';
import { contactFields, contactLabels as labels, type ContactField } from './contact-fields';

/**
 * The contact form's fields on the form layer: the contract's schema checks them before posting,
 * and the server again. Loaded on the form's first use (see ./contact-form.tsx).
 */
export function ContactFormFields({ reply }: { reply: FormReply<ContactField> | undefined }) {
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formAction === '/contact';
  const post = useSubmit();
  const { form, formRef, onSubmit } = useReplyForm({
    schema: contactMessageCreateSchema,
    labels,
    fields: contactFields,
    reply,
    submit: (element) => void post(element, { preventScrollReset: true }),
  });

  return (
    <Form {...form}>
      <RouterForm
        ref={formRef}
        method="post"
        // The contract's schema checks the fields here, and the server again (the only check
        // without scripts): the same messages either way.
        noValidate
        action="/contact"
        preventScrollReset
        onSubmit={onSubmit}
        aria-label="Contact form"
        className="relative grid gap-4"
      >
        <FormRootMessage />
        <div className="grid gap-4 sm:grid-cols-2">
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
        </div>
        <FormField
          control={form.control}
          name="subject"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{labels.subject}</FormLabel>
              <FormControl>
                <Input {...field} required maxLength={inboxLimits.subject} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="message"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{labels.message}</FormLabel>
              <FormControl>
                <Textarea {...field} required rows={6} maxLength={inboxLimits.contactMessage} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <HoneypotField />
        <Button type="submit" size="lg" disabled={sending} className="mt-2 sm:justify-self-start">
          {sending ? <Spinner className="size-4" /> : <Send aria-hidden="true" />}
          {sending ? 'Sending…' : 'Send message'}
        </Button>
      </RouterForm>
    </Form>
  );
}
