import type { QnaEntry } from '@contract/qna';
import { CheckCircle2, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { MathText } from '@/components/math-text';
import { Badge } from '@/components/ui/badge';
import { formatLongDate } from '@/lib/dates';
import { categoryName } from './labels';

/** One question in the list: the whole text (maths rendered), who asked, and a link to its page. */
export function QuestionCard({ entry }: { entry: QnaEntry }) {
  return (
    <li className="rounded-card bg-card p-4 shadow-xs ring-1 ring-border sm:p-5">
      <div className="flex flex-wrap items-center gap-2 text-xs">
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
      <p className="mt-3 text-base font-medium text-foreground">
        <MathText text={entry.question} />
      </p>
      <p className="mt-2 text-sm text-muted-foreground">
        Asked by <span className="font-medium text-foreground">{entry.author}</span> on{' '}
        <time dateTime={entry.date}>{formatLongDate(entry.date)}</time>
      </p>
      {entry.tags.length > 0 && (
        <ul aria-label="Tags" className="mt-2 flex flex-wrap gap-1.5">
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
      <Link
        to={`/academics/qna/${encodeURIComponent(entry.id)}`}
        className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        <MessageSquare className="size-4" aria-hidden="true" />
        {entry.answers.length === 1 ? '1 answer' : `${entry.answers.length} answers`}
        <span className="sr-only"> to this question</span>
      </Link>
    </li>
  );
}
