import { useState } from 'react';
import { toast } from 'sonner';
import type { QnaEntry } from '@contract/qna';
import { useModeratedComments } from '@/api/qna/get-moderated-comments';
import { useModeratedQuestions } from '@/api/qna/get-moderation';
import { useModerate, type ModerationAction } from '@/api/qna/moderate';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { MathText } from '@/components/math-text';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatLongDate } from '@/lib/dates';

type PendingDelete = { action: ModerationAction; what: string };

/**
 * Moderation: every question, answer and tutorial comment, hidden ones too. Staff hide or unhide
 * (hidden content leaves every public page and API answer), delete (after a confirm) and mark
 * questions answered.
 */
export function QnaModeration() {
  const questions = useModeratedQuestions();
  const comments = useModeratedComments();
  const moderate = useModerate();
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);

  const run = (action: ModerationAction, done: string, onSuccess?: () => void) =>
    moderate.mutate(action, {
      onSuccess: () => {
        toast.success(done);
        onSuccess?.();
      },
      onError: (error) => toast.error(error.message),
    });

  return (
    <div className="grid gap-8">
      <AdminPageHeader
        title="Q&A moderation"
        description="Questions, answers and tutorial comments from the public site. Hidden items disappear from the site at once."
      />

      <section aria-labelledby="mod-questions" className="grid gap-3">
        <h2 id="mod-questions" className="text-lg font-semibold text-foreground">
          Questions and answers
        </h2>
        {questions.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : questions.isError ? (
          <p role="alert" className="text-red-800">
            {questions.error.message}
          </p>
        ) : questions.data.length === 0 ? (
          <p className="text-muted-foreground">No questions yet.</p>
        ) : (
          <ul className="grid gap-3">
            {questions.data.map((entry) => (
              <QuestionItem
                key={entry.id}
                entry={entry}
                busy={moderate.isPending}
                onAction={run}
                onDelete={(action, what) => setPendingDelete({ action, what })}
              />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="mod-comments" className="grid gap-3">
        <h2 id="mod-comments" className="text-lg font-semibold text-foreground">
          Tutorial comments
        </h2>
        {comments.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : comments.isError ? (
          <p role="alert" className="text-red-800">
            {comments.error.message}
          </p>
        ) : comments.data.length === 0 ? (
          <p className="text-muted-foreground">No comments yet.</p>
        ) : (
          <ul className="grid gap-2">
            {comments.data.map((comment) => (
              <li
                key={comment.id}
                aria-label={`Comment by ${comment.author}`}
                className="grid gap-2 rounded-card bg-card p-3 ring-1 ring-border"
              >
                <p className="text-xs text-muted-foreground">
                  On “{comment.tutorialTitle}” · {comment.author} · {formatLongDate(comment.date)}{' '}
                  {comment.hidden && <Badge variant="destructive">Hidden</Badge>}
                </p>
                <p className="text-sm text-foreground">
                  <MathText text={comment.content} />
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={moderate.isPending}
                    onClick={() =>
                      run(
                        {
                          kind: 'comment',
                          tutorialId: comment.tutorialId,
                          id: comment.id,
                          hidden: !comment.hidden,
                        },
                        comment.hidden ? 'Comment shown again' : 'Comment hidden',
                      )
                    }
                  >
                    {comment.hidden ? 'Unhide' : 'Hide'}
                  </Button>
                  <Button
                    size="sm"
                    variant="destructive"
                    disabled={moderate.isPending}
                    onClick={() =>
                      setPendingDelete({
                        action: {
                          kind: 'delete-comment',
                          tutorialId: comment.tutorialId,
                          id: comment.id,
                        },
                        what: 'comment',
                      })
                    }
                  >
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && setPendingDelete(null)}
        destructive
        title={`Delete this ${pendingDelete?.what ?? 'item'}?`}
        description="It is removed for good. To take it off the site but keep it, hide it instead."
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        pending={moderate.isPending}
        onConfirm={() => {
          if (pendingDelete)
            run(pendingDelete.action, `Deleted the ${pendingDelete.what}`, () =>
              setPendingDelete(null),
            );
        }}
      />
    </div>
  );
}

function QuestionItem({
  entry,
  busy,
  onAction,
  onDelete,
}: {
  entry: QnaEntry;
  busy: boolean;
  onAction: (action: ModerationAction, done: string) => void;
  onDelete: (action: ModerationAction, what: string) => void;
}) {
  return (
    <li
      aria-label={`Question by ${entry.author}`}
      className="grid gap-3 rounded-card bg-card p-4 ring-1 ring-border"
    >
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <span>
          {entry.author} · {formatLongDate(entry.date)} · {entry.level}
        </span>
        {entry.answered ? (
          <Badge variant="success">Answered</Badge>
        ) : (
          <Badge variant="secondary">Unanswered</Badge>
        )}
        {entry.hidden && <Badge variant="destructive">Hidden</Badge>}
      </div>
      <p className="font-medium text-foreground">
        <MathText text={entry.question} />
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={busy}
          onClick={() =>
            onAction(
              { kind: 'answered', id: entry.id, answered: !entry.answered },
              entry.answered ? 'Marked unanswered' : 'Marked answered',
            )
          }
        >
          {entry.answered ? 'Mark unanswered' : 'Mark answered'}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() =>
            onAction(
              { kind: 'question', id: entry.id, hidden: !entry.hidden },
              entry.hidden ? 'Question shown again' : 'Question hidden',
            )
          }
        >
          {entry.hidden ? 'Unhide question' : 'Hide question'}
        </Button>
        <Button
          size="sm"
          variant="destructive"
          disabled={busy}
          onClick={() => onDelete({ kind: 'delete-question', id: entry.id }, 'question')}
        >
          Delete question
        </Button>
      </div>
      {entry.answers.length > 0 && (
        <ul className="grid gap-2 border-l-2 border-border pl-3">
          {entry.answers.map((answer) => (
            <li key={answer.id} aria-label={`Answer by ${answer.author}`} className="grid gap-1.5">
              <p className="text-xs text-muted-foreground">
                {answer.author} · {answer.helpful} helpful{' '}
                {answer.hidden && <Badge variant="destructive">Hidden</Badge>}
              </p>
              <p className="text-sm text-foreground">
                <MathText text={answer.content} />
              </p>
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  onClick={() =>
                    onAction(
                      {
                        kind: 'answer',
                        questionId: entry.id,
                        id: answer.id,
                        hidden: !answer.hidden,
                      },
                      answer.hidden ? 'Answer shown again' : 'Answer hidden',
                    )
                  }
                >
                  {answer.hidden ? 'Unhide answer' : 'Hide answer'}
                </Button>
                <Button
                  size="sm"
                  variant="destructive"
                  disabled={busy}
                  onClick={() =>
                    onDelete(
                      { kind: 'delete-answer', questionId: entry.id, id: answer.id },
                      'answer',
                    )
                  }
                >
                  Delete answer
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
