import { lazy, Suspense } from 'react';
import { Hero } from '@/features/home/components/hero';
import { useSiteInfo } from '@/features/site/api/get-site-info';
import { FALLBACK_ABBREVIATION } from '@/lib/site';
import { useAfterHero } from '@/lib/use-after-hero';
import { useDocumentTitle } from '@/lib/use-document-title';

const HomeBelowFold = lazy(() => import('./home-below-fold'));

/**
 * Home (/): the spec's thirteen sections, in its order. The hero (section 1) renders at once: its
 * first image is the page's largest element. Sections 2 to 13 come from a chunk of their own once
 * that image is on screen, so neither their download nor their rendering holds it up.
 */
export function Component() {
  const { data: site } = useSiteInfo();
  const abbreviation = site?.abbreviation ?? FALLBACK_ABBREVIATION;
  useDocumentTitle(site ? `${site.name} (${site.abbreviation})` : abbreviation);
  const { ready, heroLoaded } = useAfterHero();
  // Below the fold, so the space held while they load moves nothing on screen.
  const placeholder = <div className="min-h-svh" />;

  return (
    <>
      <Hero abbreviation={abbreviation} name={site?.name} onFirstImageLoad={heroLoaded} />
      {ready ? (
        <Suspense fallback={placeholder}>
          <HomeBelowFold abbreviation={abbreviation} name={site?.name} />
        </Suspense>
      ) : (
        placeholder
      )}
    </>
  );
}
