import { useSiteInfo } from '@/features/site/api/get-site-info';
import { FALLBACK_ABBREVIATION } from '@/lib/site';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The tab title of an admin page: 'Staff | PSA Admin'. */
export function useAdminTitle(page: string): void {
  const { data: site } = useSiteInfo();
  useDocumentTitle(`${page} | ${site?.abbreviation ?? FALLBACK_ABBREVIATION} Admin`);
}
