import { ArrowRight, MessageCircleQuestion } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * The way into the Q&A forum from the pages students study on (the hub and the tutorials): they
 * looked for it there and did not find it.
 */
export function QnaCallout({ className }: { className?: string }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-5 rounded-card border border-primary-100 bg-primary-50/70 px-6 py-6 shadow-xs sm:flex-row sm:items-center sm:justify-between sm:px-8',
        className,
      )}
    >
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-primary-100 text-primary-800">
          <MessageCircleQuestion className="size-6" aria-hidden="true" />
        </span>
        <div>
          <h2 id={titleId} className="text-lg font-bold text-foreground sm:text-xl">
            Stuck on a problem?
          </h2>
          <p className="mt-1 max-w-xl text-muted-foreground">
            Ask other students and the tutors in the Q&A forum, or read what has been answered
            already.
          </p>
        </div>
      </div>
      <Button asChild className="self-start sm:self-auto">
        <Link to="/academics/qna">
          Ask in the Q&A forum
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}
