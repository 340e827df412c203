import type { UseQueryResult } from '@tanstack/react-query';
import { GraduationCap } from 'lucide-react';
import type { Tutorial } from '@contract/tutorials';
import { Button } from '@/components/ui/button';
import { categoryName } from '@/features/academics/labels';
import type { MyCategoryLevel } from '@/lib/my-category-level';
import { CardGridSkeleton } from '../card-grid-skeleton';
import { EmptyState } from '../empty-state';
import { Entrance } from '../entrance';
import { ListError } from '@/components/list-error';
import { SectionHeading } from '../section-heading';
import { TutorialCard } from '../tutorial-card';

/** Hub page: 4 tutorials (spec §9). */
export const HUB_TUTORIAL_COUNT = 4;
const grid = 'sm:grid-cols-2 lg:grid-cols-4';

type HubTutorialsSectionProps = {
  query: UseQueryResult<Tutorial[], Error>;
  /** The student's category and level when the list is narrowed to them. */
  narrowedTo: MyCategoryLevel | null;
  onShowAll: () => void;
};

/** 'Our Tutorials': the first 4 tutorials as video or notes cards, and View All Tutorials. */
export function HubTutorialsSection({ query, narrowedTo, onShowAll }: HubTutorialsSectionProps) {
  const shown = query.data?.slice(0, HUB_TUTORIAL_COUNT) ?? [];
  const forWhom = narrowedTo ? `${categoryName(narrowedTo.category)}, ${narrowedTo.level}` : '';
  return (
    <section
      aria-labelledby="hub-tutorials-title"
      aria-busy={query.isFetching || undefined}
      className="grid gap-6"
    >
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
        <Button
          type="button"
          variant="link"
          className="-mt-3 justify-self-start text-sm"
          onClick={onShowAll}
        >
          Show the newest of every category and level
        </Button>
      )}
      {query.isPending ? (
        <CardGridSkeleton count={HUB_TUTORIAL_COUNT} className={grid} label="Loading tutorials" />
      ) : query.isError ? (
        <ListError
          message={`Error loading tutorials: ${query.error.message}`}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={GraduationCap}
          title="No Tutorials Available"
          message={narrowedTo ? `No tutorials for ${forWhom} yet.` : 'Tutorials will appear here'}
        />
      ) : (
        <ul className={`grid gap-6 ${grid}`}>
          {shown.map((tutorial, index) => (
            <Entrance as="li" key={tutorial._id} index={index}>
              <TutorialCard tutorial={tutorial} />
            </Entrance>
          ))}
        </ul>
      )}
    </section>
  );
}
