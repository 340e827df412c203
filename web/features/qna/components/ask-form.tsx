import { categories, communityLimits, levels } from '@contract/constants';
import { Send } from 'lucide-react';
import { HoneypotField } from '@/components/honeypot-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PlainFormField } from '@/components/ui/plain-form-field';
import { Input, Textarea } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { useFocusAfterReply, usePublicForm } from '@/lib/form-reply';
import { PostSuccess } from './post-success';

export const ASK_INTENT = 'ask';
export const askFields = ['name', 'question', 'category', 'level', 'tags'] as const;
export type AskField = (typeof askFields)[number];

/** Ask a question: no account, just a name. Maths in $…$ is rendered when shown. */
export function AskForm() {
  const { Form, reply, busy } = usePublicForm<AskField>(ASK_INTENT);
  const { formRef } = useFocusAfterReply(reply, askFields);
  const errors = reply && !reply.ok ? reply.fieldErrors : {};
  // After a post, the name, category and level stay for the next question.
  const values = reply?.values ?? {};
  const fresh = reply?.ok === true;
  return (
    <Form
      ref={formRef}
      key={fresh ? JSON.stringify(reply.values) : 'form'}
      method="post"
      noValidate
      preventScrollReset
      aria-label="Ask a question"
      className="relative grid gap-4"
    >
      <input type="hidden" name="intent" value={ASK_INTENT} />
      {reply && !reply.ok && reply.formError && (
        <Alert variant="destructive">
          <AlertDescription>{reply.formError}</AlertDescription>
        </Alert>
      )}
      {fresh && <PostSuccess>Your question is posted. Thank you!</PostSuccess>}
      <PlainFormField label="Your name" error={errors.name}>
        <Input
          name="name"
          autoComplete="name"
          maxLength={communityLimits.name}
          defaultValue={values.name}
        />
      </PlainFormField>
      <PlainFormField
        label="Your question"
        error={errors.question}
        description="Write maths between dollar signs: $E = mc^2$ inline, $$\int_0^1 x\,dx$$ on its own line."
      >
        <Textarea
          name="question"
          rows={5}
          maxLength={communityLimits.question}
          defaultValue={fresh ? '' : values.question}
        />
      </PlainFormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <PlainFormField label="Category" error={errors.category}>
          <NativeSelect name="category" defaultValue={values.category ?? ''}>
            <option value="">Choose a category</option>
            {categories.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </NativeSelect>
        </PlainFormField>
        <PlainFormField label="Level" error={errors.level}>
          <NativeSelect name="level" defaultValue={values.level ?? ''}>
            <option value="">Choose a level</option>
            {levels.map((item) => (
              <option key={item} value={item}>
                {item}
              </option>
            ))}
          </NativeSelect>
        </PlainFormField>
      </div>
      <PlainFormField
        label="Tags"
        optional
        error={errors.tags}
        description="Separated by commas, e.g. relativity, energy"
      >
        <Input name="tags" defaultValue={fresh ? '' : values.tags} />
      </PlainFormField>
      <HoneypotField />
      <Button type="submit" disabled={busy} className="sm:justify-self-start">
        {busy ? <Spinner className="size-4" /> : <Send aria-hidden="true" />}
        {busy ? 'Posting…' : 'Post question'}
      </Button>
    </Form>
  );
}
