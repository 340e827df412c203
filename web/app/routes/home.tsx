import { heroPreloads } from '@contract/artwork';
import { ExecutivesCarousel } from '@/features/about/components/executives-carousel';
import { AboutTeaser } from '@/features/home/components/about-teaser';
import { CallsToAction } from '@/features/home/components/calls-to-action';
import { Hero } from '@/features/home/components/hero';
import { HighlightsSection } from '@/features/home/components/highlights-section';
import { ImpactSection } from '@/features/home/components/impact-section';
import {
  FETCH_LATEST_NEWS_FAILED,
  LatestAnnouncements,
} from '@/features/home/components/latest-announcements';
import { PresidentMessage } from '@/features/home/components/president-message';
import { ProgrammesSection } from '@/features/home/components/programmes-section';
import { StatisticsRow } from '@/features/home/components/statistics-row';
import { WelcomeSection } from '@/features/home/components/welcome-section';
import { WhyChooseSection } from '@/features/home/components/why-choose-section';
import { TestimonialsCarousel } from '@/features/testimonials/components/testimonials-carousel';
import { heroLinks } from '@/lib/hero-links';
import { pageMeta, rootData } from '@/lib/page-meta';
import { settle } from '@/lib/settled';
import { useSite } from '@/lib/site';
import type { RouteHandle } from '../root';
import type { Route } from './+types/home';

/** Home, section 10: how many announcements it shows. */
const LATEST_NEWS_COUNT = 3;

/**
 * Home's content from the database: the latest news (which may fail on its own while the rest of
 * Home stands), and what officers edit in the admin's Site content.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [latestNews, executives, testimonials, content] = await Promise.all([
    settle(
      context.reads.news.page({ limit: LATEST_NEWS_COUNT, page: 1 }).then(({ news }) => news),
      FETCH_LATEST_NEWS_FAILED,
    ),
    context.reads.executives.list(),
    context.reads.testimonials.list(),
    context.reads.siteContent.get(),
  ]);
  const { heroSlides, statistics, programmes } = content;
  return { latestNews, executives, testimonials, heroSlides, statistics, programmes };
}

// Complete HTML with a small script of its own: see RouteHandle in root.tsx.
export const handle: RouteHandle = { hydrate: false };

export const links: Route.LinksFunction = () => heroLinks(heroPreloads('orbits'));

export const meta: Route.MetaFunction = (args) => {
  const site = rootData(args.matches)?.site;
  return pageMeta(args, {
    title: site ? `${site.name} (${site.abbreviation})` : 'Home',
    description:
      'Physics students learning, researching and growing together: tutorials, past questions, seminars, events and a community for every level from 100L to 400L.',
    path: '/',
    image: '/art/orbits-landscape-1440.webp',
    jsonLd: site && {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: site.name,
      alternateName: site.abbreviation,
      url: new URL('/', rootData(args.matches)?.origin).toString(),
      logo: new URL('/icon-512.png', rootData(args.matches)?.origin).toString(),
      email: site.email,
      telephone: site.phone,
      address: site.address,
      sameAs: Object.values(site.social),
    },
  });
};

/** Home (/): the spec's thirteen sections, in its order. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { name, abbreviation } = useSite();
  const { executives, testimonials } = loaderData;
  const president = executives[0];
  return (
    <>
      <Hero name={name} slides={loaderData.heroSlides} />
      <WelcomeSection abbreviation={abbreviation} name={name} />
      <div className="*:render-when-near">
        <HighlightsSection />
        {president && <PresidentMessage president={president} />}
        <AboutTeaser abbreviation={abbreviation} />
        <ImpactSection />
        <StatisticsRow statistics={loaderData.statistics} />
        <ProgrammesSection programmes={loaderData.programmes} />
        <WhyChooseSection abbreviation={abbreviation} />
        <LatestAnnouncements news={loaderData.latestNews} />
        <ExecutivesCarousel executives={executives} />
        <TestimonialsCarousel testimonials={testimonials} />
        <CallsToAction />
      </div>
    </>
  );
}
