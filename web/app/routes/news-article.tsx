import { NewsArticle } from '@/features/news-events/components/news-article';
import { found } from '@/lib/not-found';
import { absoluteUrl, pageMeta, rootData } from '@/lib/page-meta';
import type { Route } from './+types/news-article';

export async function loader({ params, context }: Route.LoaderArgs) {
  return { item: found(await context.reads.news.item(params.id)) };
}

export const meta: Route.MetaFunction = (args) => {
  const item = args.data?.item;
  const root = rootData(args.matches);
  return pageMeta(
    args,
    item && {
      title: item.title,
      description: item.summary,
      path: `/news/${encodeURIComponent(item._id)}`,
      image: item.image,
      type: 'article',
      jsonLd: root && {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: item.title,
        description: item.summary,
        datePublished: item.date,
        dateModified: item.updatedAt,
        author: { '@type': 'Person', name: item.name },
        publisher: { '@type': 'Organization', name: root.site.name },
        ...(item.image ? { image: [absoluteUrl(root.origin, item.image)] } : {}),
        mainEntityOfPage: absoluteUrl(root.origin, `/news/${encodeURIComponent(item._id)}`),
      },
    },
  );
};

/** /news/:id: one article; an unknown id answers 404 with the not-found page. */
export default function NewsArticleRoute({ loaderData }: Route.ComponentProps) {
  return <NewsArticle item={loaderData.item} />;
}
