import { communityLimits } from '@contract/constants';
import { Send } from 'lucide-react';
import { HoneypotField } from '@/components/honeypot-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PlainFormField } from '@/components/ui/plain-form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useFocusAfterReply, usePublicForm } from '@/lib/form-reply';
import { PostSuccess } from './post-success';

export const ANSWER_INTENT = 'answer';
export const answerFields = ['name', 'answer'] as const;
export type AnswerField = (typeof answerFields)[number];

/** Answer a question: a name and the answer, no account. Posts to the question page's action. */
export function AnswerForm() {
  const { Form, reply, busy } = usePublicForm<AnswerField>(ANSWER_INTENT);
  const { formRef } = useFocusAfterReply(reply, answerFields);
  const errors = reply && !reply.ok ? reply.fieldErrors : {};
  const values = reply?.values ?? {};
  return (
    <Form
      ref={formRef}
      key={reply?.ok ? JSON.stringify(reply.values) : 'form'}
      method="post"
      noValidate
      preventScrollReset
      aria-label="Answer this question"
      className="relative grid gap-4"
    >
      <input type="hidden" name="intent" value={ANSWER_INTENT} />
      {reply && !reply.ok && reply.formError && (
        <Alert variant="destructive">
          <AlertDescription>{reply.formError}</AlertDescription>
        </Alert>
      )}
      {reply?.ok && <PostSuccess>Your answer is posted. Thank you!</PostSuccess>}
      <PlainFormField label="Your name" error={errors.name}>
        <Input
          name="name"
          autoComplete="name"
          maxLength={communityLimits.name}
          defaultValue={values.name}
        />
      </PlainFormField>
      <PlainFormField
        label="Your answer"
        error={errors.answer}
        description="Write maths between dollar signs, e.g. $F = ma$."
      >
        <Textarea
          name="answer"
          rows={5}
          maxLength={communityLimits.answer}
          defaultValue={reply?.ok ? '' : values.answer}
        />
      </PlainFormField>
      <HoneypotField />
      <Button type="submit" disabled={busy} className="sm:justify-self-start">
        {busy ? <Spinner className="size-4" /> : <Send aria-hidden="true" />}
        {busy ? 'Posting…' : 'Post answer'}
      </Button>
    </Form>
  );
}
