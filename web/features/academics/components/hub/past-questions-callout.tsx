import { ArrowRight, FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { LatticeArt } from '@/components/art/physics-art';

/** The way into the past-question bank, between the shortcuts and the featured courses. */
export function PastQuestionsCallout() {
  return (
    <section
      aria-labelledby="past-questions-callout-title"
      className="surface-ink relative isolate overflow-hidden rounded-card px-6 py-8 shadow-card sm:px-10"
    >
      <LatticeArt className="-right-10 -bottom-10 -z-10 h-64 w-96 opacity-40" />
      <div
        className="absolute -top-20 -left-10 -z-10 size-72 rounded-full bg-primary-600/40 blur-3xl"
        aria-hidden="true"
      />
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-amber-400 text-slate-950">
            <FileQuestion className="size-6" aria-hidden="true" />
          </span>
          <div>
            <h2
              id="past-questions-callout-title"
              className="text-xl font-bold text-white sm:text-2xl"
            >
              Past-question bank
            </h2>
            <p className="mt-1 max-w-xl text-ink-muted">
              Examination and test papers from past years, by category, level, course and year.
              Download them and practise.
            </p>
          </div>
        </div>
        <Button asChild variant="secondary" className="self-start sm:self-auto">
          <Link to="/academics/past-questions">
            Browse past questions
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
