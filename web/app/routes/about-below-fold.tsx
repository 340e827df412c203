import { Mail } from 'lucide-react';
import { memo, useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { BackToTop } from '@/features/about/components/back-to-top';
import { ExecutiveCouncil } from '@/features/about/components/executive-council';
import { FacultySection } from '@/features/about/components/faculty-section';
import { GallerySection } from '@/features/about/components/gallery-section';
import { JoinSection } from '@/features/about/components/join-section';
import { NumbersRow } from '@/features/about/components/numbers-row';
import { StorySection } from '@/features/about/components/story-section';
import { ValuesSection } from '@/features/about/components/values-section';
import { BecomeMemberButton } from '@/features/inbox/components/become-member-button';
import { useRenderInSteps } from '@/lib/use-render-in-steps';

// Memoised: each step re-renders only the new section, not every section already on the page.
const Story = memo(StorySection);
const Values = memo(ValuesSection);
const Gallery = memo(GallerySection);
const Numbers = memo(NumbersRow);
const Council = memo(ExecutiveCouncil);
const Faculty = memo(FacultySection);

/**
 * /about#executives or #faculty: the browser looked for the section before it existed (on a first
 * visit, or while the sections rendered); look again once they all have. Later hash changes are
 * handled by the layout's ScrollToTop.
 */
function ScrollToHashOnce() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
    // Once, when the sections have rendered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/**
 * /about under the hero: a chunk of its own, loaded once the hero's image is on screen, and
 * rendered a section at a time.
 */
export default function AboutBelowFold({ abbreviation }: { abbreviation: string }) {
  const sections = [
    <Story key="story" />,
    <Values key="values" />,
    <Gallery key="gallery" />,
    <Numbers key="numbers" />,
    <Council key="executives" />,
    <Faculty key="faculty" />,
    <JoinSection
      key="join"
      abbreviation={abbreviation}
      actions={
        <>
          <BecomeMemberButton abbreviation={abbreviation} />
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-white/30 bg-white/10 text-white hover:border-white hover:bg-white/20 hover:text-white"
          >
            <Link to="/contact">
              <Mail aria-hidden="true" />
              Contact Us
            </Link>
          </Button>
        </>
      }
    />,
  ];
  // Sent to a section: all at once, so it exists to be scrolled to.
  const { hash } = useLocation();
  const shown = useRenderInSteps(sections.length, hash.length > 1 ? sections.length : 2);
  const done = shown === sections.length;
  return (
    <>
      {sections.slice(0, shown)}
      {done ? <ScrollToHashOnce /> : <div className="min-h-svh" />}
      <BackToTop />
    </>
  );
}
