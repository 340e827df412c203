import { maxSiteSearchLength } from '@contract/constants';
import { SearchResults } from '@/features/search/components/search-results';
import { pageMeta } from '@/lib/page-meta';
import { failed, serverOr, settle } from '@/lib/settled';
import type { Route } from './+types/search';

const SEARCH_FAILED = 'The search could not be done';

/** The search in the address, as the API reads it: trimmed, at most its first 100 characters. */
const searchOf = (request: Request) =>
  (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, maxSiteSearchLength).trim();

/** The results of `?q=`, read in-process; no search (and no query) when it is blank. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = searchOf(request);
  const results = q ? await settle(context.reads.search.find(q), SEARCH_FAILED) : null;
  return { q, results };
}

/** In the browser: when the server cannot be reached, the results fail in their place. */
export const clientLoader = ({ serverLoader, request }: Route.ClientLoaderArgs) =>
  serverOr(serverLoader, () => {
    const q = searchOf(request);
    return { q, results: q ? failed(SEARCH_FAILED) : null };
  });

// Results pages are not for search engines: kept out of the index and the sitemap.
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.data?.q ? `Search: ${args.data.q}` : 'Search',
    description:
      'Search the news, events, courses, past questions, tutorials, learning resources and Q&A questions.',
    path: '/search',
    noindex: true,
  });

/** /search?q=: the site search's results, grouped by kind, rendered on the server. */
export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchResults q={loaderData.q} results={loaderData.results} />;
}
