import { NewsArchive } from '@/features/news-events/components/news-archive';
import { useSiteInfo } from '@/features/site/api/get-site-info';
import { FALLBACK_ABBREVIATION } from '@/lib/site';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /news, 'News & Announcements': every news item, a page at a time, with the category filter. */
export function Component() {
  const { data: site } = useSiteInfo();
  useDocumentTitle(`News & Announcements | ${site?.abbreviation ?? FALLBACK_ABBREVIATION}`);
  return <NewsArchive />;
}
