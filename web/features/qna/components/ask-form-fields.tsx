import { categories, communityLimits, levels } from '@contract/constants';
import { publicQuestionSchema } from '@contract/community';
import { Send } from 'lucide-react';
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
import { usePublicForm } from '@/lib/form-reply';
import { useReplyForm } from '@/lib/use-reply-form';
import { PostSuccess } from './post-success';
import {
  ASK_INTENT,
  askFields,
  askCleared as cleared,
  askLabels as labels,
  type AskField,
} from './ask-fields';

/** The question form's fields on the form layer (see ./ask-form.tsx). */
export function AskFormFields() {
  const { Form: FetcherForm, reply, busy, submit } = usePublicForm<AskField>(ASK_INTENT);
  const { form, formRef, onSubmit } = useReplyForm({
    schema: publicQuestionSchema,
    labels,
    fields: askFields,
    reply,
    submit,
    cleared,
  });
  return (
    <Form {...form}>
      <FetcherForm
        ref={formRef}
        method="post"
        noValidate
        preventScrollReset
        onSubmit={onSubmit}
        aria-label="Ask a question"
        className="relative grid gap-4"
      >
        <input type="hidden" name="intent" value={ASK_INTENT} />
        <FormRootMessage />
        {reply?.ok && <PostSuccess>Your question is posted. Thank you!</PostSuccess>}
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{labels.name}</FormLabel>
              <FormControl>
                <Input {...field} autoComplete="name" maxLength={communityLimits.name} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="question"
          render={({ field }) => (
            <FormItem described>
              <FormLabel>{labels.question}</FormLabel>
              <FormControl>
                <Textarea {...field} rows={5} maxLength={communityLimits.question} />
              </FormControl>
              <FormDescription>
                Write maths between dollar signs: $E = mc^2$ inline, $$\int_0^1 x\,dx$$ on its own
                line.
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="category"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{labels.category}</FormLabel>
                <FormControl>
                  <NativeSelect {...field}>
                    <option value="">Choose a category</option>
                    {categories.map((item) => (
                      <option key={item.id} value={item.id}>
                        {item.name}
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
            name="level"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{labels.level}</FormLabel>
                <FormControl>
                  <NativeSelect {...field}>
                    <option value="">Choose a level</option>
                    {levels.map((item) => (
                      <option key={item} value={item}>
                        {item}
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
          name="tags"
          render={({ field }) => (
            <FormItem described>
              <FormLabel optional>{labels.tags}</FormLabel>
              <FormControl>
                <Input {...field} />
              </FormControl>
              <FormDescription>Separated by commas, e.g. relativity, energy</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <HoneypotField />
        <Button type="submit" disabled={busy} className="sm:justify-self-start">
          {busy ? <Spinner className="size-4" /> : <Send aria-hidden="true" />}
          {busy ? 'Posting…' : 'Post question'}
        </Button>
      </FetcherForm>
    </Form>
  );
}
