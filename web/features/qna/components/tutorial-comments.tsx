import { communityLimits } from '@contract/constants';
import type { TutorialComment } from '@contract/tutorials';
import { MessageSquare, Send } from 'lucide-react';
import { MathText } from '@/components/math-text';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PlainFormField } from '@/components/ui/plain-form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { formatLongDate } from '@/lib/dates';
import { useFocusAfterReply, usePublicForm } from '@/lib/form-reply';
import { HoneypotField } from '@/components/honeypot-field';
import { PostSuccess } from './post-success';

export const COMMENT_INTENT = 'comment';
export const commentFields = ['name', 'comment'] as const;
type CommentField = (typeof commentFields)[number];

/** A tutorial's comments (maths rendered) and the form to add one. Mount on /tutorials/:id. */
export function TutorialComments({ comments }: { comments: readonly TutorialComment[] }) {
  return (
    <section aria-labelledby="tutorial-comments-title" className="grid gap-4">
      <h2
        id="tutorial-comments-title"
        className="flex items-center gap-2 text-xl font-bold text-foreground"
      >
        <MessageSquare className="size-5 text-primary" aria-hidden="true" />
        Comments ({comments.length})
      </h2>
      {comments.length === 0 ? (
        <p className="text-muted-foreground">No comments yet.</p>
      ) : (
        <ul className="grid gap-3">
          {comments.map((comment) => (
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
      <CommentForm />
    </section>
  );
}

/** The comment form: posts to the tutorial page's action (works without scripts too). */
function CommentForm() {
  const { Form, reply, busy } = usePublicForm<CommentField>(COMMENT_INTENT);
  const { formRef } = useFocusAfterReply(reply, commentFields);
  const errors = reply && !reply.ok ? reply.fieldErrors : {};
  // After a post the comment box starts empty; the name stays.
  const values = reply?.values ?? {};
  return (
    <Form
      ref={formRef}
      key={reply?.ok ? JSON.stringify(reply.values) : 'form'}
      method="post"
      noValidate
      preventScrollReset
      aria-label="Add a comment"
      className="relative grid gap-3 rounded-card bg-card p-4 ring-1 ring-border"
    >
      <input type="hidden" name="intent" value={COMMENT_INTENT} />
      {reply && !reply.ok && reply.formError && (
        <Alert variant="destructive">
          <AlertDescription>{reply.formError}</AlertDescription>
        </Alert>
      )}
      {reply?.ok && <PostSuccess>Your comment is posted.</PostSuccess>}
      <PlainFormField label="Your name" error={errors.name}>
        <Input
          name="name"
          autoComplete="name"
          maxLength={communityLimits.name}
          defaultValue={values.name}
        />
      </PlainFormField>
      <PlainFormField
        label="Comment"
        error={errors.comment}
        description="Maths between dollar signs, e.g. $\hbar\omega$."
      >
        <Textarea
          name="comment"
          rows={3}
          maxLength={communityLimits.comment}
          defaultValue={reply?.ok ? '' : values.comment}
        />
      </PlainFormField>
      <HoneypotField />
      <Button type="submit" disabled={busy} className="sm:justify-self-start">
        {busy ? <Spinner className="size-4" /> : <Send aria-hidden="true" />}
        {busy ? 'Posting…' : 'Post comment'}
      </Button>
    </Form>
  );
}
