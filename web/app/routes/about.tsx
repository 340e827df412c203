import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { AboutHero } from '@/features/about/components/about-hero';
import { useSiteInfo } from '@/features/site/api/get-site-info';
import { FALLBACK_ABBREVIATION } from '@/lib/site';
import { useAfterHero } from '@/lib/use-after-hero';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useHydrated } from '@/lib/use-hydrated';

const AboutBelowFold = lazy(() => import('./about-below-fold'));

/**
 * /about: the hero at once (its image is the page's largest element), then, from a chunk of their
 * own once that image is on screen, story, values, gallery, numbers, the executive council,
 * faculty advisers and joining.
 */
export function Component() {
  const { data: site } = useSiteInfo();
  const abbreviation = site?.abbreviation ?? FALLBACK_ABBREVIATION;
  useDocumentTitle(`About | ${abbreviation}`);
  const afterHero = useAfterHero();
  // Sent to a section (/about#executives): render everything at once, so it can be scrolled to.
  // The server never sees the #fragment, so it counts only once the page is hydrated.
  const { hash } = useLocation();
  const hydrated = useHydrated();
  const ready = afterHero.ready || (hydrated && hash.length > 1);
  // Below the fold, so the space held while they load moves nothing on screen.
  const placeholder = <div className="min-h-svh" />;

  return (
    <>
      <AboutHero abbreviation={abbreviation} onFirstImageLoad={afterHero.heroLoaded} />
      {ready ? (
        <Suspense fallback={placeholder}>
          <AboutBelowFold abbreviation={abbreviation} />
        </Suspense>
      ) : (
        placeholder
      )}
    </>
  );
}
