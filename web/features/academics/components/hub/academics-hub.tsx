import { useState } from 'react';
import type { Course } from '@contract/courses';
import type { NewsPage } from '@contract/news';
import type { Tutorial } from '@contract/tutorials';
import { useMyCategoryLevel } from '@/lib/my-category-level';
import type { Refreshable } from '@/lib/use-route-refresh';
import { MyCategoryLevelBar } from '../my-category-level-bar';
import { PageHeading } from '../page-heading';
import { QnaCallout } from '../qna-callout';
import { FeaturedCoursesSection } from './featured-courses-section';
import { HubNewsSection } from './hub-news-section';
import { HubTutorialsSection } from './hub-tutorials-section';
import { PastQuestionsCallout } from './past-questions-callout';
import { QuickAccessSection } from './quick-access-section';
import { SpecializationsSection } from './specializations-section';

/** The hub's tagline (also its pages' description for link previews). */
export const ACADEMICS_TAGLINE =
  'Courses, tutorials, learning resources and past questions for every physics student, from 100L to 400L.';

type AcademicsHubProps = {
  courses: Refreshable<Course[]>;
  tutorials: Refreshable<Tutorial[]>;
  news: Refreshable<NewsPage>;
};

/**
 * /academics, the Academics Hub: courses, tutorials and the newest news. A student's remembered
 * category and level narrows the tutorials and picks the featured courses of their level.
 */
export function AcademicsHub({ courses, tutorials, news }: AcademicsHubProps) {
  const [mine] = useMyCategoryLevel();
  const [showAll, setShowAll] = useState(false);
  const narrowedTo = mine && !showAll ? mine : null;
  const current = tutorials.current;
  const shownTutorials: Refreshable<Tutorial[]> = {
    ...tutorials,
    current:
      current.ok && narrowedTo
        ? {
            ok: true,
            data: current.data.filter(
              (tutorial) =>
                tutorial.category === narrowedTo.category && tutorial.level === narrowedTo.level,
            ),
          }
        : current,
  };

  return (
    <>
      <PageHeading eyebrow="Academics" title="Academics Hub" lead={<p>{ACADEMICS_TAGLINE}</p>} />
      <div className="container-page grid gap-16 py-10 sm:gap-20 sm:py-14">
        <MyCategoryLevelBar />
        <SpecializationsSection mine={mine} />
        <HubNewsSection list={news} />
        <HubTutorialsSection
          list={shownTutorials}
          narrowedTo={narrowedTo}
          onShowAll={() => setShowAll(true)}
        />
        <QnaCallout />
        <QuickAccessSection />
        <PastQuestionsCallout />
        <FeaturedCoursesSection list={courses} level={mine?.level} />
      </div>
    </>
  );
}
