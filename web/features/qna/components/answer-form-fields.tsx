import { communityLimits } from '@contract/constants';
import { publicAnswerSchema } from '@contract/community';
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
import { Spinner } from '@/components/ui/spinner';
import { usePublicForm } from '@/lib/form-reply';
import { useReplyForm } from '@/lib/use-reply-form';
import { PostSuccess } from './post-success';
import {
  ANSWER_INTENT,
  answerCleared as cleared,
  answerFields,
  answerLabels as labels,
  type AnswerField,
} from './answer-fields';

/** The answer form's fields on the form layer (see ./answer-form.tsx). */
export function AnswerFormFields() {
  const { Form: FetcherForm, reply, busy, submit } = usePublicForm<AnswerField>(ANSWER_INTENT);
  const { form, formRef, onSubmit } = useReplyForm({
    schema: publicAnswerSchema,
    labels,
    fields: answerFields,
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
        aria-label="Answer this question"
        className="relative grid gap-4"
      >
        <input type="hidden" name="intent" value={ANSWER_INTENT} />
        <FormRootMessage />
        {reply?.ok && <PostSuccess>Your answer is posted. Thank you!</PostSuccess>}
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
          name="answer"
          render={({ field }) => (
            <FormItem described>
              <FormLabel>{labels.answer}</FormLabel>
              <FormControl>
                <Textarea {...field} rows={5} maxLength={communityLimits.answer} />
              </FormControl>
              <FormDescription>Write maths between dollar signs, e.g. $F = ma$.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <HoneypotField />
        <Button type="submit" disabled={busy} className="sm:justify-self-start">
          {busy ? <Spinner className="size-4" /> : <Send aria-hidden="true" />}
          {busy ? 'Posting…' : 'Post answer'}
        </Button>
      </FetcherForm>
    </Form>
  );
}
