import { FETCH_TUTORIALS_FAILED } from '@/api/tutorials/messages';
import { TutorialsBrowser } from '@/features/academics/components/tutorials/tutorials-browser';
import { rememberMyCategoryLevel } from '@/features/academics/remember-my-category-level';
import { pageMeta } from '@/lib/page-meta';
import { keepDataOnQueryChange } from '@/lib/revalidate';
import { failed, serverOr, settle } from '@/lib/settled';
import { useRouteRefresh } from '@/lib/use-route-refresh';
import type { Route } from './+types/academics-tutorials';

/** Every tutorial: the page filters them by the address's category, level, type and search. */
export async function loader({ context: { reads } }: Route.LoaderArgs) {
  return { tutorials: await settle(reads.tutorials.list(), FETCH_TUTORIALS_FAILED) };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  serverOr(serverLoader, () => ({ tutorials: failed(FETCH_TUTORIALS_FAILED) }));

export const shouldRevalidate = keepDataOnQueryChange;

/** 'My category and level', chosen or forgotten in the page's forms. */
export const action = ({ request }: Route.ActionArgs) => rememberMyCategoryLevel(request);

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Tutorials & Workshops',
    description: 'Video lessons and lecture notes from our lecturers, by category and level.',
    path: '/academics/tutorials',
  });

/** /academics/tutorials: every tutorial, filtered and searchable. */
export default function AcademicsTutorials({ loaderData }: Route.ComponentProps) {
  const tutorials = useRouteRefresh(
    loaderData.tutorials,
    (data: typeof loaderData) => data.tutorials,
  );
  return <TutorialsBrowser tutorials={tutorials} />;
}
