import { data } from 'react-router';
import type { NewsItem } from '@contract/news';
import { isPublicAt } from '@contract/publishing';
import { bodyAfterSummary } from '@/features/news-events/article-body';
import { NewsArticle } from '@/features/news-events/components/news-article';
import { PreviewBanner } from '@/features/news-events/components/preview-banner';
import { renderMarkdown } from '@/lib/markdown';
import { found } from '@/lib/not-found';
import { absoluteUrl, pageMeta, rootData } from '@/lib/page-meta';
import { isStaffPreview, previewHeaders } from '@/lib/preview';
import type { Route } from './+types/news-article';

/**
 * The article with its Markdown body rendered to HTML here, on the server: the page ships no
 * Markdown renderer, and the body's source stays behind (it would only double the page's data).
 */
const withRenderedBody = ({ body, ...item }: NewsItem) => ({
  item,
  bodyHtml: renderMarkdown(bodyAfterSummary({ summary: item.summary, body })),
});

/** The public article; with `?preview=1` and a staff session, a draft or scheduled one too. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  if (!isStaffPreview(request, context.staff)) {
    return data({
      ...withRenderedBody(found(await context.reads.news.item(params.id))),
      preview: false,
    });
  }
  const item = found(await context.reads.news.preview(params.id));
  return data(
    { ...withRenderedBody(item), preview: !isPublicAt(item, new Date()) },
    { headers: previewHeaders },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

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
      noindex: args.data?.preview,
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
  return (
    <>
      {loaderData.preview && <PreviewBanner what="article" />}
      <NewsArticle item={loaderData.item} bodyHtml={loaderData.bodyHtml} />
    </>
  );
}
