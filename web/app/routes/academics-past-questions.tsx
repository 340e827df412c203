import { PastQuestionsBrowser } from '@/features/academics/components/past-questions/past-questions-browser';
import { useSiteInfo } from '@/features/site/api/get-site-info';
import { FALLBACK_ABBREVIATION } from '@/lib/site';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /academics/past-questions: the past-question bank. */
export function Component() {
  const { data: site } = useSiteInfo();
  useDocumentTitle(`Past Questions | ${site?.abbreviation ?? FALLBACK_ABBREVIATION}`);
  return <PastQuestionsBrowser />;
}
