import { ANSWER_INTENT, answerFields } from '@/features/qna/components/answer-form';
import { RenderedMathProvider } from '@/components/math-text';
import { HELPFUL_INTENT } from '@/features/qna/components/helpful-button';
import { QuestionDetail } from '@/features/qna/components/question-detail';
import { formReply, readForm } from '@/lib/form-reply';
import { renderMath } from '@/lib/math.server';
import { found } from '@/lib/not-found';
import { absoluteUrl, pageMeta, rootData } from '@/lib/page-meta';
import type { Route } from './+types/academics-qna-question';

/**
 * The question with its visible answers and their maths rendered here, on the server, and which
 * answers this browser's marks were counted on (the server's record, by its visitor cookie), so the
 * buttons arrive right and never show a mark that was not counted.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const entry = found(await context.reads.qna.item(params.id));
  const math = renderMath([entry.question, ...entry.answers.map((answer) => answer.content)]);
  const marked = await context.forms.markedHelpful(entry.answers.map((answer) => answer.id));
  return { entry, math, marked };
}

/** An answer from the form below the question, or a 'helpful' mark on one of the answers. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const { intent, values } = await readForm(request);
  if (intent === HELPFUL_INTENT) {
    const outcome = await context.forms.helpful(params.id, values.answerId ?? '');
    return formReply(outcome, {}, [], HELPFUL_INTENT, { helpful: outcome.helpful });
  }
  const outcome = await context.forms.answer(params.id, values);
  return formReply(outcome, values, answerFields, ANSWER_INTENT);
}

export const meta: Route.MetaFunction = (args) => {
  const entry = args.data?.entry;
  const root = rootData(args.matches);
  if (!entry) return pageMeta(args, undefined);
  const path = `/academics/qna/${encodeURIComponent(entry.id)}`;
  const title = entry.question.length > 90 ? `${entry.question.slice(0, 87)}…` : entry.question;
  return pageMeta(args, {
    title,
    description: entry.answers[0]?.content ?? `Asked by ${entry.author}. Can you answer it?`,
    path,
    type: 'article',
    jsonLd: root && {
      '@context': 'https://schema.org',
      '@type': 'QAPage',
      mainEntity: {
        '@type': 'Question',
        name: title,
        text: entry.question,
        dateCreated: entry.date,
        author: { '@type': 'Person', name: entry.author },
        answerCount: entry.answers.length,
        suggestedAnswer: entry.answers.map((answer) => ({
          '@type': 'Answer',
          text: answer.content,
          upvoteCount: answer.helpful,
          dateCreated: answer.date,
          author: { '@type': 'Person', name: answer.author },
          url: absoluteUrl(root.origin, path),
        })),
      },
    },
  });
};

/** /academics/qna/:id: one question and its answers; an unknown or hidden id answers 404. */
export default function AcademicsQnaQuestion({ loaderData }: Route.ComponentProps) {
  const { entry, math, marked } = loaderData;
  return (
    <RenderedMathProvider math={math}>
      <QuestionDetail entry={entry} marked={marked} />
    </RenderedMathProvider>
  );
}
