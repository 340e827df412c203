import { GraduationCap } from 'lucide-react';
import type { Tutorial } from '@contract/tutorials';
import type { Settled } from '@/lib/settled';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { categoryName } from '@/features/academics/labels';
import type { MyCategoryLevel } from '@/lib/my-category-level';
import { EmptyState } from '../empty-state';
import { Reveal, staggered } from '@/components/ui/reveal';
import { ListError } from '@/components/list-error';
import { SectionHeading } from '../section-heading';
import { TutorialCard } from '../tutorial-card';

/** Hub page: 4 tutorials (spec §9). */
const HUB_TUTORIAL_COUNT = 4;
const grid = 'sm:grid-cols-2 lg:grid-cols-4';

/** The hub's query that shows the newest tutorials of everyone, not only the student's own. */
export const SHOW_ALL_TUTORIALS = { name: 'tutorials', value: 'all' } as const;

type HubTutorialsSectionProps = {
  list: Settled<Tutorial[]>;
  /** The student's category and level when the list is narrowed to them. */
  narrowedTo: MyCategoryLevel | null;
};

/** 'Our Tutorials': the first 4 tutorials as video or notes cards, and View All Tutorials. */
export function HubTutorialsSection({ list, narrowedTo }: HubTutorialsSectionProps) {
  const shown = list.ok ? list.data.slice(0, HUB_TUTORIAL_COUNT) : [];
  const forWhom = narrowedTo ? `${categoryName(narrowedTo.category)}, ${narrowedTo.level}` : '';
  return (
    <section aria-labelledby="hub-tutorials-title" className="grid gap-6">
      <SectionHeading
        id="hub-tutorials-title"
        eyebrow="Learn"
        title="Our Tutorials"
        lead={
          narrowedTo
            ? `The newest for ${forWhom}.`
            : 'Video lessons and lecture notes from our lecturers, newest first.'
        }
        action={{ to: '/academics/tutorials', label: 'View All Tutorials' }}
      />
      {narrowedTo && (
        <Button asChild variant="link" className="-mt-3 justify-self-start text-sm">
          <Link
            to={{
              search: `?${SHOW_ALL_TUTORIALS.name}=${SHOW_ALL_TUTORIALS.value}`,
              hash: 'hub-tutorials-title',
            }}
          >
            Show the newest of every category and level
          </Link>
        </Button>
      )}
      {!list.ok ? (
        <ListError message={`Error loading tutorials: ${list.error}`} />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={GraduationCap}
          title="No Tutorials Available"
          message={narrowedTo ? `No tutorials for ${forWhom} yet.` : 'Tutorials will appear here'}
        />
      ) : (
        <ul className={`grid gap-6 ${grid}`}>
          {shown.map((tutorial, index) => (
            <Reveal as="li" key={tutorial._id} delay={staggered(index)}>
              <TutorialCard tutorial={tutorial} />
            </Reveal>
          ))}
        </ul>
      )}
    </section>
  );
}
