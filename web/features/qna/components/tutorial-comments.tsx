import { communityLimits } from '@contract/constants';
import { publicCommentSchema } from '@contract/community';
import type { TutorialComment } from '@contract/tutorials';
import { MessageSquare, Send } from 'lucide-react';
import { MathText } from '@/components/math-text';
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
import { formatLongDate } from '@/lib/dates';
import { usePublicForm } from '@/lib/form-reply';
import { useReplyForm } from '@/lib/use-reply-form';
import { HoneypotField } from '@/components/honeypot-field';
import { PostSuccess } from './post-success';

export const COMMENT_INTENT = 'comment';
export const commentFields = ['name', 'comment'] as const;
type CommentField = (typeof commentFields)[number];

const labels: Record<CommentField, string> = { name: 'Your name', comment: 'Comment' };
// After a post the comment box starts empty; the name stays.
const cleared = ['comment'] as const;

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
  const { Form: FetcherForm, reply, busy, submit } = usePublicForm<CommentField>(COMMENT_INTENT);
  const { form, formRef, onSubmit } = useReplyForm({
    schema: publicCommentSchema,
    labels,
    fields: commentFields,
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
        aria-label="Add a comment"
        className="relative grid gap-3 rounded-card bg-card p-4 ring-1 ring-border"
      >
        <input type="hidden" name="intent" value={COMMENT_INTENT} />
        <FormRootMessage />
        {reply?.ok && <PostSuccess>Your comment is posted.</PostSuccess>}
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
          name="comment"
          render={({ field }) => (
            <FormItem described>
              <FormLabel>{labels.comment}</FormLabel>
              <FormControl>
                <Textarea {...field} rows={3} maxLength={communityLimits.comment} />
              </FormControl>
              <FormDescription>Maths between dollar signs, e.g. $\hbar\omega$.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <HoneypotField />
        <Button type="submit" disabled={busy} className="sm:justify-self-start">
          {busy ? <Spinner className="size-4" /> : <Send aria-hidden="true" />}
          {busy ? 'Posting…' : 'Post comment'}
        </Button>
      </FetcherForm>
    </Form>
  );
}
