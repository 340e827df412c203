import { categories, levels } from '@contract/constants';
import { communityLimits, publicQuestionSchema } from '@contract/community';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useAskQuestion } from '@/features/qna/api/ask-question';
import { HoneypotField } from './honeypot-field';
import { NativeSelect } from './native-select';
import { PostSuccess } from './post-success';
import { usePublicPost } from './use-public-post';

/** Ask a question: no account, just a name. Maths in $…$ is rendered when shown. */
export function AskForm() {
  const ask = useAskQuestion();
  const [name, setName] = useState('');
  const [question, setQuestion] = useState('');
  const [category, setCategory] = useState('');
  const [level, setLevel] = useState('');
  const [tags, setTags] = useState('');
  const [website, setWebsite] = useState('');
  const { errors, formError, sent, check, posted, failed } = usePublicPost(publicQuestionSchema);

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const values = { name, question, category, level, tags, website };
    const parsed = check(values);
    if (!parsed) return;
    ask.mutate(
      { ...values, category: parsed.category, level: parsed.level, tags: parsed.tags },
      {
        onSuccess: () => {
          setQuestion('');
          setTags('');
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
      aria-label="Ask a question"
      className="relative grid gap-4"
    >
      {formError && (
        <Alert variant="destructive">
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      )}
      {sent && <PostSuccess>Your question is posted. Thank you!</PostSuccess>}
      <FormField label="Your name" error={errors.name}>
        <Input
          autoComplete="name"
          maxLength={communityLimits.name}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </FormField>
      <FormField
        label="Your question"
        error={errors.question}
        description="Write maths between dollar signs: $E = mc^2$ inline, $$\int_0^1 x\,dx$$ on its own line."
      >
        <Textarea
          rows={5}
          maxLength={communityLimits.question}
          value={question}
          onChange={(e) => setQuestion(e.target.value)}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Category" error={errors.category}>
          <NativeSelect value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="">Choose a category</option>
            {categories.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Level" error={errors.level}>
          <NativeSelect value={level} onChange={(e) => setLevel(e.target.value)}>
            <option value="">Choose a level</option>
            {levels.map((item) => (
              <option key={item} value={item}>
                {item}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField
        label="Tags"
        optional
        error={errors.tags}
        description="Separated by commas, e.g. relativity, energy"
      >
        <Input value={tags} onChange={(e) => setTags(e.target.value)} />
      </FormField>
      <HoneypotField value={website} onChange={setWebsite} />
      <Button type="submit" disabled={ask.isPending} className="sm:justify-self-start">
        {ask.isPending ? <Spinner className="size-4" /> : <Send aria-hidden="true" />}
        {ask.isPending ? 'Posting…' : 'Post question'}
      </Button>
    </form>
  );
}
