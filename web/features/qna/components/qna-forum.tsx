import type { QnaEntry } from '@contract/qna';
import { MathText } from '@/components/math-text';
import type { Refreshable } from '@/lib/use-route-refresh';
import { AskForm } from './ask-form';
import { QuestionList } from './question-list';

/** /academics/qna: the forum's hero, the questions, and the form to ask. */
export function QnaForum({
  questions,
  mathExample,
}: {
  questions: Refreshable<QnaEntry[]>;
  /** '$E = mc^2$', shown as written and as typeset. */
  mathExample: string;
}) {
  return (
    <>
      <section className="surface-ink">
        <div className="container-page py-12 sm:py-16">
          <p className="text-xs font-semibold tracking-widest text-cyan-200 uppercase">Academics</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tighter text-white sm:text-5xl">
            Q&amp;A Forum
          </h1>
          <p className="mt-4 max-w-xl text-base text-ink-muted sm:text-lg">
            Ask a physics question, answer one, and mark the answers that helped you. Write maths
            between dollar signs: <code className="text-cyan-200">{mathExample}</code> shows as{' '}
            <MathText text={mathExample} />.
          </p>
          {/* On phones the form sits below the list: a way straight to it. */}
          <a
            href="#ask-title"
            className="mt-6 inline-flex h-10 items-center rounded-md bg-white px-4 text-sm font-semibold text-primary-800 lg:hidden"
          >
            Ask a question
          </a>
        </div>
      </section>
      <div className="container-page grid gap-10 py-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <QuestionList questions={questions} />
        <section
          aria-labelledby="ask-title"
          className="grid gap-4 rounded-card bg-card p-4 shadow-xs ring-1 ring-border sm:p-6 lg:sticky lg:top-24"
        >
          <h2 id="ask-title" className="scroll-mt-24 text-xl font-bold text-foreground">
            Ask a question
          </h2>
          <AskForm />
        </section>
      </div>
    </>
  );
}
