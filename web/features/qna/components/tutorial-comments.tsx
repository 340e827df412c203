import { communityLimits, publicCommentSchema } from '@contract/community';
import { MessageSquare, Send } from 'lucide-react';
import { useState } from 'react';
import { MathText } from '@/components/math-text';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { formatLongDate } from '@/lib/dates';
import { useAddTutorialComment } from '@/features/qna/api/add-tutorial-comment';
import { useTutorialComments } from '@/features/qna/api/get-tutorial-comments';
import { HoneypotField } from './honeypot-field';
import { PostSuccess } from './post-success';
import { usePublicPost } from './use-public-post';

/** A tutorial's comments (maths rendered) and the form to add one. Mount on /tutorials/:id. */
export function TutorialComments({ tutorialId }: { tutorialId: string }) {
  const comments = useTutorialComments(tutorialId);
  return (
    <section aria-labelledby="tutorial-comments-title" className="grid gap-4">
      <h2
        id="tutorial-comments-title"
        className="flex items-center gap-2 text-xl font-bold text-foreground"
      >
        <MessageSquare className="size-5 text-primary" aria-hidden="true" />
        Comments{comments.data ? ` (${comments.data.length})` : ''}
      </h2>
      {comments.isPending ? (
        <div role="status" aria-label="Loading comments" className="grid gap-2">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : comments.isError ? (
        <div
          role="alert"
          className="grid justify-items-start gap-2 rounded-card bg-red-50 p-4 text-red-800"
        >
          <p>{comments.error.message}</p>
          <Button type="button" variant="outline" size="sm" onClick={() => void comments.refetch()}>
            Try again
          </Button>
        </div>
      ) : comments.data.length === 0 ? (
        <p className="text-muted-foreground">No comments yet.</p>
      ) : (
        <ul className="grid gap-3">
          {comments.data.map((comment) => (
            <li key={comment.id} className="rounded-card bg-card p-4 shadow-xs ring-1 ring-border">
              <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                <span className="font-semibold text-foreground">{comment.author}</span>
                <time dateTime={comment.date} className="text-xs text-muted-foreground">
                  {formatLongDate(comment.date)}
                </time>
              </p>
              <p className="mt-1 text-foreground/90">
                <MathText text={comment.content} />
              </p>
            </li>
          ))}
        </ul>
      )}
      <CommentForm tutorialId={tutorialId} />
    </section>
  );
}

function CommentForm({ tutorialId }: { tutorialId: string }) {
  const add = useAddTutorialComment();
  const [name, setName] = useState('');
  const [comment, setComment] = useState('');
  const [website, setWebsite] = useState('');
  const { errors, formError, sent, check, posted, failed } = usePublicPost(publicCommentSchema);

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const values = { name, comment, website };
    if (!check(values)) return;
    add.mutate(
      { tutorialId, ...values },
      {
        onSuccess: () => {
          setComment('');
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
      aria-label="Add a comment"
      className="relative grid gap-3 rounded-card bg-card p-4 ring-1 ring-border"
    >
      {formError && (
        <Alert variant="destructive">
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      )}
      {sent && <PostSuccess>Your comment is posted.</PostSuccess>}
      <FormField label="Your name" error={errors.name}>
        <Input
          autoComplete="name"
          maxLength={communityLimits.name}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </FormField>
      <FormField
        label="Comment"
        error={errors.comment}
        description="Maths between dollar signs, e.g. $\hbar\omega$."
      >
        <Textarea
          rows={3}
          maxLength={communityLimits.comment}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      </FormField>
      <HoneypotField value={website} onChange={setWebsite} />
      <Button type="submit" disabled={add.isPending} className="sm:justify-self-start">
        {add.isPending ? <Spinner className="size-4" /> : <Send aria-hidden="true" />}
        {add.isPending ? 'Posting…' : 'Post comment'}
      </Button>
    </form>
  );
}
