import type { TutorialComment } from '@contract/tutorials';
import { MessageSquare } from 'lucide-react';
import { formOnFirstUse } from '@/components/form-on-first-use';
import { MathText } from '@/components/math-text';
import { formatLongDate } from '@/lib/dates';

export { COMMENT_INTENT, commentFields } from './comment-fields';

/** The comment form's code loads on its first use (ADR 0017). */
const CommentForm = formOnFirstUse(() =>
  import('./comment-form-fields').then((module) => module.CommentFormFields),
);

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
