import { FETCH_RESOURCES_FAILED } from '@/api/resources/messages';
import { ResourcesBrowser } from '@/features/academics/components/resources/resources-browser';
import { rememberMyCategoryLevel } from '@/features/academics/remember-my-category-level';
import { pageMeta } from '@/lib/page-meta';
import { keepDataOnQueryChange } from '@/lib/revalidate';
import { failed, serverOr, settle } from '@/lib/settled';
import { useRouteRefresh } from '@/lib/use-route-refresh';
import type { Route } from './+types/academics-resources';

/** Every learning resource: the page filters them by the address's search, type, category, level. */
export async function loader({ context: { reads } }: Route.LoaderArgs) {
  return { resources: await settle(reads.resources.list(), FETCH_RESOURCES_FAILED) };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  serverOr(serverLoader, () => ({ resources: failed(FETCH_RESOURCES_FAILED) }));

export const shouldRevalidate = keepDataOnQueryChange;

/** 'My category and level', chosen or forgotten in the page's forms. */
export const action = ({ request }: Route.ActionArgs) => rememberMyCategoryLevel(request);

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Learning Resources',
    description: 'Textbooks, simulations, videos and reference links for every physics course.',
    path: '/academics/learning-resources',
  });

/** /academics/learning-resources: search and filter the learning resources. */
export default function AcademicsResources({ loaderData }: Route.ComponentProps) {
  const resources = useRouteRefresh(
    loaderData.resources,
    (data: typeof loaderData) => data.resources,
  );
  return <ResourcesBrowser resources={resources} />;
}
