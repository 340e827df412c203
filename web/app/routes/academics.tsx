import { ACADEMICS_TAGLINE, AcademicsHub } from '@/features/academics/components/hub/academics-hub';
import { pageMeta } from '@/lib/page-meta';
import { failed, serverOr, settle } from '@/lib/settled';
import { useRouteRefresh } from '@/lib/use-route-refresh';
import type { Route } from './+types/academics';

/** Hub page: 4 news items (spec section 9). */
const HUB_NEWS_COUNT = 4;
const FAILED = {
  courses: 'Failed to fetch courses',
  tutorials: 'Failed to fetch tutorials',
  news: 'Failed to fetch academic news',
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

/** In the browser: when the server cannot be reached, each list fails in its place (Try Again). */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  serverOr(serverLoader, () => ({
    courses: failed(FAILED.courses),
    tutorials: failed(FAILED.tutorials),
    news: failed(FAILED.news),
  }));

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: 'Academics Hub', description: ACADEMICS_TAGLINE, path: '/academics' });

type Data = Awaited<ReturnType<typeof clientLoader>>;

/** /academics: the Academics Hub. */
export default function Academics({ loaderData }: Route.ComponentProps) {
  const courses = useRouteRefresh(loaderData.courses, (data: Data) => data.courses);
  const tutorials = useRouteRefresh(loaderData.tutorials, (data: Data) => data.tutorials);
  const news = useRouteRefresh(loaderData.news, (data: Data) => data.news);
  return <AcademicsHub courses={courses} tutorials={tutorials} news={news} />;
}
