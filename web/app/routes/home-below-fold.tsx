import { memo } from 'react';
import { ExecutivesCarousel } from '@/features/about/components/executives-carousel';
import { executives } from '@/features/about/content/executives';
import { AboutTeaser } from '@/features/home/components/about-teaser';
import { CallsToAction } from '@/features/home/components/calls-to-action';
import { HighlightsSection } from '@/features/home/components/highlights-section';
import { ImpactSection } from '@/features/home/components/impact-section';
import { LatestAnnouncements } from '@/features/home/components/latest-announcements';
import { PresidentMessage } from '@/features/home/components/president-message';
import { ProgrammesSection } from '@/features/home/components/programmes-section';
import { StatisticsRow } from '@/features/home/components/statistics-row';
import { WelcomeSection } from '@/features/home/components/welcome-section';
import { WhyChooseSection } from '@/features/home/components/why-choose-section';
import { TestimonialsCarousel } from '@/features/testimonials/components/testimonials-carousel';
import { useRenderInSteps } from '@/lib/use-render-in-steps';

// Memoised: each step, and the site information arriving, then re-render only what changed
// (the new section, the welcome's name), not every section already on the page.
const Welcome = memo(WelcomeSection);
const Highlights = memo(HighlightsSection);
const President = memo(PresidentMessage);
const Teaser = memo(AboutTeaser);
const Impact = memo(ImpactSection);
const Statistics = memo(StatisticsRow);
const Programmes = memo(ProgrammesSection);
const WhyChoose = memo(WhyChooseSection);
const Announcements = memo(LatestAnnouncements);
const Executives = memo(ExecutivesCarousel);
const Testimonials = memo(TestimonialsCarousel);
const NextSteps = memo(CallsToAction);

/**
 * Home, sections 2 to 13: everything under the hero. A chunk of its own (with motion and Embla),
 * loaded once the hero's image is on screen, and rendered a section at a time.
 */
export default function HomeBelowFold({
  abbreviation,
  name,
}: {
  abbreviation: string;
  /** The association's name; undefined while it loads. */
  name: string | undefined;
}) {
  const president = executives[0];
  const sections = [
    <Welcome key="welcome" abbreviation={abbreviation} name={name} />,
    <Highlights key="highlights" />,
    president && <President key="president" president={president} />,
    <Teaser key="about" abbreviation={abbreviation} />,
    <Impact key="impact" />,
    <Statistics key="statistics" />,
    <Programmes key="programmes" />,
    <WhyChoose key="why-choose" abbreviation={abbreviation} />,
    <Announcements key="announcements" />,
    <Executives key="executives" />,
    <Testimonials key="testimonials" />,
    <NextSteps key="next-steps" />,
  ];
  const shown = useRenderInSteps(sections.length, 2);
  return (
    <>
      {sections.slice(0, shown)}
      {/* Keeps the footer below the fold until the last section is in. */}
      {shown < sections.length && <div className="min-h-svh" />}
    </>
  );
}
