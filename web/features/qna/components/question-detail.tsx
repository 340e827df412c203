import type { QnaEntry } from '@contract/qna';
import { ArrowLeft, CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { MathText } from '@/components/math-text';
import { Badge } from '@/components/ui/badge';
import { formatLongDate } from '@/lib/dates';
import { AnswerForm } from './answer-form';
import { HelpfulButton } from './helpful-button';
import { categoryName } from './labels';

/**
 * One question with its answers (most helpful first, the server's order) and the answer form.
 * `marked`: the answers this browser has marked helpful already.
 */
export function QuestionDetail({ entry, marked }: { entry: QnaEntry; marked: readonly string[] }) {
  return (
    <div className="container-page grid max-w-3xl gap-8 py-10 sm:py-14">
      <Link
        to="/academics/qna"
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> All questions
      </Link>
      <article aria-labelledby="question-title" className="grid gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">{categoryName(entry.category)}</Badge>
          <Badge variant="muted">{entry.level}</Badge>
          {entry.answered ? (
            <Badge variant="success">
              <CheckCircle2 aria-hidden="true" /> Answered
            </Badge>
          ) : (
            <Badge variant="secondary">Unanswered</Badge>
          )}
        </div>
        <h1
          id="question-title"
          className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl"
        >
          <MathText text={entry.question} />
        </h1>
        <p className="text-sm text-muted-foreground">
          Asked by <span className="font-medium text-foreground">{entry.author}</span> on{' '}
          <time dateTime={entry.date}>{formatLongDate(entry.date)}</time>
        </p>
        {entry.tags.length > 0 && (
          <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
            {entry.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground"
              >
                #{tag}
              </li>
            ))}
          </ul>
        )}
      </article>

      <section aria-labelledby="answers-title" className="grid gap-4">
        <h2 id="answers-title" className="text-xl font-bold text-foreground">
          {entry.answers.length === 1 ? '1 answer' : `${entry.answers.length} answers`}
        </h2>
        {entry.answers.length === 0 ? (
          <p className="rounded-card bg-muted p-5 text-muted-foreground">
            No answers yet. Can you help?
          </p>
        ) : (
          <ol className="grid gap-3">
            {entry.answers.map((answer) => (
              <li
                key={answer.id}
                aria-label={`Answer by ${answer.author}`}
                className="rounded-card bg-card p-4 shadow-xs ring-1 ring-border sm:p-5"
              >
                <div className="text-foreground">
                  <MathText text={answer.content} />
                </div>
                <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
                  <p className="text-sm text-muted-foreground">
                    <span className="font-medium text-foreground">{answer.author}</span> ·{' '}
                    <time dateTime={answer.date}>{formatLongDate(answer.date)}</time>
                  </p>
                  <HelpfulButton
                    answerId={answer.id}
                    count={answer.helpful}
                    marked={marked.includes(answer.id)}
                  />
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section
        aria-labelledby="answer-form-title"
        className="grid gap-4 rounded-card bg-card p-4 shadow-xs ring-1 ring-border sm:p-6"
      >
        <h2 id="answer-form-title" className="text-xl font-bold text-foreground">
          Add an answer
        </h2>
        <AnswerForm />
      </section>
    </div>
  );
}
