import { Hero } from '@/features/home/components/hero';
import { WelcomeSection } from '@/features/home/components/welcome-section';
import { useSiteInfo } from '@/features/site/api/get-site-info';
import { useDocumentTitle } from '@/lib/use-document-title';
import { FALLBACK_ABBREVIATION } from '@/lib/site';

/** Home (/): the hero and the welcome block. Later issues add the remaining sections. */
export function Component() {
  const { data: site } = useSiteInfo();
  const abbreviation = site?.abbreviation ?? FALLBACK_ABBREVIATION;
  useDocumentTitle(site ? `${site.name} (${site.abbreviation})` : abbreviation);

  return (
    <>
      <Hero abbreviation={abbreviation} name={site?.name} />
      <WelcomeSection abbreviation={abbreviation} name={site?.name} />
    </>
  );
}
