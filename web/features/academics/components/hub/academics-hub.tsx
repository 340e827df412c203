import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useFilteredTutorials } from '@/features/academics/api/filter-tutorials';
import { useCourses } from '@/features/academics/api/get-courses';
import { useHubNews } from '@/features/academics/api/get-hub-news';
import { getTutorialsQueryOptions } from '@/features/academics/api/get-tutorials';
import { useMyCategoryLevel } from '@/lib/my-category-level';
import { MyCategoryLevelBar } from '../my-category-level-bar';
import { PageHeading } from '../page-heading';
import { FeaturedCoursesSection } from './featured-courses-section';
import { HubNewsSection } from './hub-news-section';
import { HubTutorialsSection } from './hub-tutorials-section';
import { PastQuestionsCallout } from './past-questions-callout';
import { QuickAccessSection } from './quick-access-section';
import { SpecializationsSection } from './specializations-section';

/** The hub's tagline (the server's link preview says the same). */
export const ACADEMICS_TAGLINE =
  'Courses, tutorials, learning resources and past questions for every physics student, from 100L to 400L.';

/**
 * /academics, the Academics Hub. On open it loads the courses and tutorials (and the newest news).
 * A student's remembered category and level narrows the tutorials and picks the featured courses
 * of their level.
 */
export function AcademicsHub() {
  const [mine] = useMyCategoryLevel();
  const [showAll, setShowAll] = useState(false);
  const narrowedTo = mine && !showAll ? mine : null;
  const allTutorials = useQuery({ ...getTutorialsQueryOptions(), enabled: !narrowedTo });
  const myTutorials = useFilteredTutorials(narrowedTo ?? {}, Boolean(narrowedTo));
  // The lists render in the background, in slices, so a tap is answered while they do.
  const courses = useDeferredValue(useCourses());
  const news = useDeferredValue(useHubNews());
  const tutorials = useDeferredValue(narrowedTo ? myTutorials : allTutorials);

  return (
    <>
      <PageHeading eyebrow="Academics" title="Academics Hub" lead={<p>{ACADEMICS_TAGLINE}</p>} />
      <div className="container-page grid gap-16 py-10 sm:gap-20 sm:py-14">
        <MyCategoryLevelBar />
        <SpecializationsSection mine={mine} />
        <HubNewsSection query={news} />
        <HubTutorialsSection
          query={tutorials}
          narrowedTo={narrowedTo}
          onShowAll={() => setShowAll(true)}
        />
        <QuickAccessSection />
        <PastQuestionsCallout />
        <FeaturedCoursesSection query={courses} level={mine?.level} />
      </div>
    </>
  );
}
