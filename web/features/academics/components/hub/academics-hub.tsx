import { useSearchParams } from 'react-router';
import type { Course } from '@contract/courses';
import type { NewsPage } from '@contract/news';
import type { Tutorial } from '@contract/tutorials';
import { useMyCategoryLevel } from '@/lib/my-category-level';
import type { Settled } from '@/lib/settled';
import { MyCategoryLevelForms } from '../my-category-level-forms';
import { PageHeading } from '../page-heading';
import { QnaCallout } from '../qna-callout';
import { FeaturedCoursesSection } from './featured-courses-section';
import { HubNewsSection } from './hub-news-section';
import { HubTutorialsSection, SHOW_ALL_TUTORIALS } from './hub-tutorials-section';
import { PastQuestionsCallout } from './past-questions-callout';
import { QuickAccessSection } from './quick-access-section';
import { SpecializationsSection } from './specializations-section';

/** The hub's tagline (also its pages' description for link previews). */
export const ACADEMICS_TAGLINE =
  'Courses, tutorials, learning resources and past questions for every physics student, from 100L to 400L.';

type AcademicsHubProps = {
  courses: Settled<Course[]>;
  tutorials: Settled<Tutorial[]>;
  news: Settled<NewsPage>;
};

/**
 * /academics, the Academics Hub: courses, tutorials and the newest news. A student's remembered
 * category and level narrows the tutorials and picks the featured courses of their level.
 */
export function AcademicsHub({ courses, tutorials, news }: AcademicsHubProps) {
  const mine = useMyCategoryLevel();
  // A link, not page state: the hub is plain HTML (no React in the browser), and it can be shared.
  const showAll = useSearchParams()[0].get(SHOW_ALL_TUTORIALS.name) === SHOW_ALL_TUTORIALS.value;
  const narrowedTo = mine && !showAll ? mine : null;
  const shownTutorials: Settled<Tutorial[]> =
    tutorials.ok && narrowedTo
      ? {
          ok: true,
          data: tutorials.data.filter(
            (tutorial) =>
              tutorial.category === narrowedTo.category && tutorial.level === narrowedTo.level,
          ),
        }
      : tutorials;

  return (
    <>
      <PageHeading eyebrow="Academics" title="Academics Hub" lead={<p>{ACADEMICS_TAGLINE}</p>} />
      <div className="container-page grid gap-16 py-10 sm:gap-20 sm:py-14">
        <MyCategoryLevelForms />
        <SpecializationsSection mine={mine} />
        <HubNewsSection list={news} />
        <HubTutorialsSection list={shownTutorials} narrowedTo={narrowedTo} />
        <QnaCallout />
        <QuickAccessSection />
        <PastQuestionsCallout />
        <FeaturedCoursesSection list={courses} level={mine?.level} />
      </div>
    </>
  );
}
