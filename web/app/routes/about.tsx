import { Mail, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { heroPreloads } from '@contract/artwork';
import { Button } from '@/components/ui/button';
import { AboutHero } from '@/features/about/components/about-hero';
import { BackToTop } from '@/features/about/components/back-to-top';
import { ExecutiveCouncil } from '@/features/about/components/executive-council';
import { FacultySection } from '@/features/about/components/faculty-section';
import { GallerySection } from '@/features/about/components/gallery-section';
import { JoinSection } from '@/features/about/components/join-section';
import { NumbersRow } from '@/features/about/components/numbers-row';
import { PastCouncils } from '@/features/about/components/past-councils';
import { StorySection } from '@/features/about/components/story-section';
import { ValuesSection } from '@/features/about/components/values-section';
import { facultyAdvisers } from '@/features/about/content/faculty';
import { heroLinks } from '@/lib/hero-links';
import { pageMeta } from '@/lib/page-meta';
import { useSite } from '@/lib/site';
import type { RouteHandle } from '../root';
import type { Route } from './+types/about';

// Complete HTML with a small script of its own: see RouteHandle in root.tsx.
export const handle: RouteHandle = { hydrate: false };

export const links: Route.LinksFunction = () => heroLinks(heroPreloads('constellation'));

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'About us',
    description:
      'Our history, mission and vision, the values we share, the executive council and the faculty advisers who guide the association.',
    path: '/about',
    image: '/art/constellation-landscape-1440.webp',
  });

/**
 * The page's longer texts travel as data, not as script: the browser needs them in the HTML, not
 * in code it must download before the page comes alive.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [executives, pastCouncils, content] = await Promise.all([
    context.reads.executives.list(),
    context.reads.pastCouncils.list(),
    context.reads.siteContent.get(),
  ]);
  return {
    executives,
    pastCouncils,
    facultyAdvisers,
    story: content.story,
    coreValues: content.coreValues,
  };
}

/**
 * /about: the hero, story, values, gallery, numbers, the executive council and the past ones,
 * faculty advisers and joining.
 */
export default function About({ loaderData }: Route.ComponentProps) {
  const { abbreviation } = useSite();
  return (
    <>
      <AboutHero abbreviation={abbreviation} />
      <StorySection story={loaderData.story} />
      <ValuesSection values={loaderData.coreValues} />
      <GallerySection />
      <NumbersRow />
      <ExecutiveCouncil executives={loaderData.executives} />
      <PastCouncils councils={loaderData.pastCouncils} />
      <FacultySection facultyAdvisers={loaderData.facultyAdvisers} />
      <JoinSection
        abbreviation={abbreviation}
        actions={
          <>
            <Button asChild size="lg" variant="secondary">
              <Link to="/join">
                <UserPlus aria-hidden="true" />
                Become a Member
              </Link>
            </Button>
            <Button asChild size="lg" variant="inverse">
              <Link to="/contact">
                <Mail aria-hidden="true" />
                Contact Us
              </Link>
            </Button>
          </>
        }
      />
      <BackToTop />
    </>
  );
}
