import { PastQuestionsBrowser } from '@/features/academics/components/past-questions/past-questions-browser';
import { pageMeta } from '@/lib/page-meta';
import { keepDataOnQueryChange } from '@/lib/revalidate';
import { failed, serverOr, settle } from '@/lib/settled';
import { useRouteRefresh } from '@/lib/use-route-refresh';
import { rememberMyCategoryLevel } from '@/features/academics/remember-my-category-level';
import type { Route } from './+types/academics-past-questions';

const FETCH_PAST_QUESTIONS_FAILED = 'Failed to fetch past questions';

/** The whole bank: the page narrows it by the address's category, level, course and year. */
export async function loader({ context: { reads } }: Route.LoaderArgs) {
  return { papers: await settle(reads.pastQuestions.list(), FETCH_PAST_QUESTIONS_FAILED) };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  serverOr(serverLoader, () => ({ papers: failed(FETCH_PAST_QUESTIONS_FAILED) }));

export const shouldRevalidate = keepDataOnQueryChange;

/** 'My category and level', chosen or forgotten in the page's forms. */
export const action = ({ request }: Route.ActionArgs) => rememberMyCategoryLevel(request);

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Past Questions',
    description: 'Past examination and test papers by category, level, course and year.',
    path: '/academics/past-questions',
  });

/** /academics/past-questions: the past-question bank. */
export default function AcademicsPastQuestions({ loaderData }: Route.ComponentProps) {
  const papers = useRouteRefresh(loaderData.papers, (data: typeof loaderData) => data.papers);
  return <PastQuestionsBrowser papers={papers} />;
}
