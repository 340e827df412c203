import { FETCH_QUESTIONS_FAILED } from '@/api/qna/messages';
import { RenderedMathProvider } from '@/components/math-text';
import { ASK_INTENT, askFields } from '@/features/qna/components/ask-form';
import { QnaForum } from '@/features/qna/components/qna-forum';
import { formReply, readForm } from '@/lib/form-reply';
import { renderMath } from '@/lib/math.server';
import { pageMeta } from '@/lib/page-meta';
import { failed, serverOr, settle } from '@/lib/settled';
import { useRouteRefresh } from '@/lib/use-route-refresh';
import type { Route } from './+types/academics-qna';

/** The maths in the hero's example, rendered with the questions'. */
export const MATH_EXAMPLE = '$E = mc^2$';

/** Every visible question with its answers, and their maths rendered here, on the server. */
export async function loader({ context: { reads } }: Route.LoaderArgs) {
  const questions = await settle(reads.qna.list(), FETCH_QUESTIONS_FAILED);
  const math = renderMath([
    MATH_EXAMPLE,
    ...(questions.ok ? questions.data.map((entry) => entry.question) : []),
  ]);
  return { questions, math };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  serverOr(serverLoader, () => ({ questions: failed(FETCH_QUESTIONS_FAILED), math: {} }));

/** A question from the form beside the list. */
export async function action({ request, context }: Route.ActionArgs) {
  const { values } = await readForm(request);
  return formReply(await context.forms.ask(values), values, askFields, ASK_INTENT);
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Q&A Forum',
    description:
      'Ask a physics question, answer one, and mark the answers that helped you. Maths between dollar signs is typeset.',
    path: '/academics/qna',
  });

/** /academics/qna: the Q&A forum, with the form to ask. */
export default function AcademicsQna({ loaderData }: Route.ComponentProps) {
  const questions = useRouteRefresh(
    loaderData.questions,
    (data: typeof loaderData) => data.questions,
  );
  return (
    <RenderedMathProvider math={loaderData.math}>
      <QnaForum questions={questions} mathExample={MATH_EXAMPLE} />
    </RenderedMathProvider>
  );
}
