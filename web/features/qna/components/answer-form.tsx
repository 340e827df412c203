import { communityLimits, publicAnswerSchema } from '@contract/community';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useAnswerQuestion } from '@/features/qna/api/answer-question';
import { HoneypotField } from './honeypot-field';
import { PostSuccess } from './post-success';
import { usePublicPost } from './use-public-post';

/** Answer a question: a name and the answer, no account. */
export function AnswerForm({ questionId }: { questionId: string }) {
  const post = useAnswerQuestion();
  const [name, setName] = useState('');
  const [answer, setAnswer] = useState('');
  const [website, setWebsite] = useState('');
  const { errors, formError, sent, check, posted, failed } = usePublicPost(publicAnswerSchema);

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const values = { name, answer, website };
    if (!check(values)) return;
    post.mutate(
      { questionId, ...values },
      {
        onSuccess: () => {
          setAnswer('');
          posted();
        },
        onError: failed,
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
