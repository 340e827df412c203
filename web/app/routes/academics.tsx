import { AcademicsHub } from '@/features/academics/components/hub/academics-hub';
import { useSiteInfo } from '@/features/site/api/get-site-info';
import { FALLBACK_ABBREVIATION } from '@/lib/site';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /academics: the Academics Hub. */
export function Component() {
  const { data: site } = useSiteInfo();
  useDocumentTitle(`Academics Hub | ${site?.abbreviation ?? FALLBACK_ABBREVIATION}`);
  return <AcademicsHub />;
}
