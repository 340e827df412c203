import { communityLimits } from '@contract/constants';
import { publicCommentSchema } from '@contract/community';
import { Send } from 'lucide-react';
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
import { HoneypotField } from '@/components/honeypot-field';
import { PostSuccess } from './post-success';
import {
  COMMENT_INTENT,
  commentCleared as cleared,
  commentFields,
  commentLabels as labels,
  type CommentField,
} from './comment-fields';

/**
 * The comment form on the form layer: posts to the tutorial page's action (works without scripts
 * too). Loaded on its first use (see ./tutorial-comments.tsx).
 */
export function CommentFormFields() {
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
