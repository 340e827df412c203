import { TutorialsBrowser } from '@/features/academics/components/tutorials/tutorials-browser';
import { useSiteInfo } from '@/features/site/api/get-site-info';
import { FALLBACK_ABBREVIATION } from '@/lib/site';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /academics/tutorials: every tutorial, filtered and searchable. */
export function Component() {
  const { data: site } = useSiteInfo();
  useDocumentTitle(`Tutorials & Workshops | ${site?.abbreviation ?? FALLBACK_ABBREVIATION}`);
  return <TutorialsBrowser />;
}
