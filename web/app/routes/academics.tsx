import { FETCH_COURSES_FAILED } from '@/api/courses/messages';
import { FETCH_NEWS_FAILED } from '@/api/news/messages';
import { FETCH_TUTORIALS_FAILED } from '@/api/tutorials/messages';
import { ACADEMICS_TAGLINE, AcademicsHub } from '@/features/academics/components/hub/academics-hub';
import { rememberMyCategoryLevel } from '@/features/academics/remember-my-category-level';
import { pageMeta } from '@/lib/page-meta';
import { failed, serverOr, settle } from '@/lib/settled';
import type { RouteHandle } from '../root';
import type { Route } from './+types/academics';

// Complete HTML with a small script of its own: see RouteHandle in root.tsx.
export const handle: RouteHandle = { hydrate: false };

/** Hub page: 4 news items (spec section 9). */
const HUB_NEWS_COUNT = 4;
const FAILED = {
  courses: FETCH_COURSES_FAILED,
  tutorials: FETCH_TUTORIALS_FAILED,
  news: FETCH_NEWS_FAILED,
};

/** Every course and tutorial (the page narrows them to the student's own), and the newest news. */
export async function loader({ context: { reads } }: Route.LoaderArgs) {
  const [courses, tutorials, news] = await Promise.all([
    settle(reads.courses.list(), FAILED.courses),
    settle(reads.tutorials.list(), FAILED.tutorials),
    settle(reads.news.page({ limit: HUB_NEWS_COUNT, page: 1 }), FAILED.news),
  ]);
  return { courses, tutorials, news };
}

/** 'My category and level', chosen or forgotten in the page's forms. */
export const action = ({ request }: Route.ActionArgs) => rememberMyCategoryLevel(request);

/**
 * When another page's links bring the browser here and the server cannot be reached, each list
 * fails in its place (Try Again loads the page again).
 */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  serverOr(serverLoader, () => ({
    courses: failed(FAILED.courses),
    tutorials: failed(FAILED.tutorials),
    news: failed(FAILED.news),
  }));

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: 'Academics Hub', description: ACADEMICS_TAGLINE, path: '/academics' });

/** /academics: the Academics Hub. */
export default function Academics({ loaderData }: Route.ComponentProps) {
  return <AcademicsHub {...loaderData} />;
}
