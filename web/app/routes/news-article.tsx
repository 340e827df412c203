import { useParams } from 'react-router';
import { useNewsItem } from '@/features/news-events/api/get-news-item';
import { DetailState } from '@/components/detail-state';
import { NewsArticle } from '@/features/news-events/components/news-article';
import { useSiteInfo } from '@/features/site/api/get-site-info';
import { FALLBACK_ABBREVIATION } from '@/lib/site';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Component as NotFound } from './not-found';

/** /news/:id: one article; an unknown id shows the not-found page (the server answered 404). */
export function Component() {
  const { id = '' } = useParams();
  const item = useNewsItem(id);
  const { data: site } = useSiteInfo();
  const abbreviation = site?.abbreviation ?? FALLBACK_ABBREVIATION;
  useDocumentTitle(item.data ? `${item.data.title} | ${abbreviation}` : `News | ${abbreviation}`);

  return (
    <DetailState className="max-w-4xl" query={item} what="this article" notFound={<NotFound />}>
      {(data) => <NewsArticle item={data} />}
    </DetailState>
  );
}
