import { FETCH_NEWS_FAILED } from '@/api/news/messages';
import {
  NEWS_PAGE_SIZE,
  NewsArchive,
  readArchiveParams,
} from '@/features/news-events/components/news-archive';
import { pageMeta } from '@/lib/page-meta';
import { failed, serverOr, settle } from '@/lib/settled';
import { useRouteRefresh } from '@/lib/use-route-refresh';
import type { Route } from './+types/news';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { filter, page } = readArchiveParams(new URL(request.url).searchParams);
  const category = filter === 'all' ? undefined : filter;
  const news = await settle(
    context.reads.news.page({ category, page, limit: NEWS_PAGE_SIZE }),
    FETCH_NEWS_FAILED,
  );
  return { news, filter, page };
}

/** In the browser: when the server cannot be reached, the list fails in its place (Try Again). */
export const clientLoader = ({ serverLoader, request }: Route.ClientLoaderArgs) =>
  serverOr(serverLoader, () => {
    const { filter, page } = readArchiveParams(new URL(request.url).searchParams);
    return { news: failed(FETCH_NEWS_FAILED), filter, page };
  });

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'News & Announcements',
    description: 'Every academic news item and announcement from the association, newest first.',
    path: '/news',
  });

/** /news, 'News & Announcements': every news item, a page at a time, with the category filter. */
export default function News({ loaderData }: Route.ComponentProps) {
  const news = useRouteRefresh(loaderData.news, (data: typeof loaderData) => data.news);
  return (
    <NewsArchive
      result={news.current}
      filter={loaderData.filter}
      page={loaderData.page}
      onRetry={news.refresh}
      retrying={news.refreshing}
    />
  );
}
