import { categories, inboxLimits, levels } from '@contract/constants';
import { membershipApplicationCreateSchema } from '@contract/inbox';
import { UserPlus } from 'lucide-react';
import { Form as RouterForm, useNavigation, useSubmit } from 'react-router';
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
import {
  membershipFields,
  membershipLabels as labels,
  type MembershipField,
} from './membership-fields';

/**
 * The membership application's fields on the form layer: the contract's schema checks them before
 * posting, and the server again. Loaded on the form's first use (see ./membership-form.tsx).
 */
export function MembershipFormFields({ reply }: { reply: FormReply<MembershipField> | undefined }) {
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formAction === '/join';
  const post = useSubmit();
  const { form, formRef, onSubmit } = useReplyForm({
    schema: membershipApplicationCreateSchema,
    labels,
    fields: membershipFields,
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
