import { communityLimits, publicAnswerSchema } from '@contract/community';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useAnswerQuestion } from '@/features/qna/api/answer-question';
import { fieldErrors, submitErrors, type FieldErrors } from './form-errors';
import { HoneypotField } from './honeypot-field';
import { PostSuccess } from './post-success';

/** Answer a question: a name and the answer, no account. */
export function AnswerForm({ questionId }: { questionId: string }) {
  const post = useAnswerQuestion();
  const [name, setName] = useState('');
  const [answer, setAnswer] = useState('');
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setFormError(null);
    setSent(false);
    const values = { name, answer, website };
    const parsed = publicAnswerSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    post.mutate(
      { questionId, ...values },
      {
        onSuccess: () => {
          setAnswer('');
          setSent(true);
        },
        onError: (error) => {
          const split = submitErrors(error);
          setErrors(split.fields);
          setFormError(split.form);
        },
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Answer this question"
      className="relative grid gap-4"
    >
      {formError && (
        <Alert variant="destructive">
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      )}
      {sent && <PostSuccess>Your answer is posted. Thank you!</PostSuccess>}
      <FormField label="Your name" error={errors.name}>
        <Input
          autoComplete="name"
          maxLength={communityLimits.name}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </FormField>
      <FormField
        label="Your answer"
        error={errors.answer}
        description="Write maths between dollar signs, e.g. $F = ma$."
      >
        <Textarea
          rows={5}
          maxLength={communityLimits.answer}
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
        />
      </FormField>
      <HoneypotField value={website} onChange={setWebsite} />
      <Button type="submit" disabled={post.isPending} className="sm:justify-self-start">
        {post.isPending ? <Spinner className="size-4" /> : <Send aria-hidden="true" />}
        {post.isPending ? 'Posting…' : 'Post answer'}
      </Button>
    </form>
  );
}
