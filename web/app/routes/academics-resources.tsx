import { ResourcesBrowser } from '@/features/academics/components/resources/resources-browser';
import { useSiteInfo } from '@/features/site/api/get-site-info';
import { FALLBACK_ABBREVIATION } from '@/lib/site';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /academics/learning-resources: search and filter the learning resources. */
export function Component() {
  const { data: site } = useSiteInfo();
  useDocumentTitle(`Learning Resources | ${site?.abbreviation ?? FALLBACK_ABBREVIATION}`);
  return <ResourcesBrowser />;
}
