import { BookmarkCheck, BookmarkPlus } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { CategoryId, Level } from '@contract/constants';
import { Button } from '@/components/ui/button';
import { categoryName } from '@/features/academics/labels';
import { useMyCategoryLevel, type MyCategoryLevel } from '@/lib/my-category-level';
import { cn } from '@/lib/cn';

const loadForm = () => import('./my-category-level-form');
const MyCategoryLevelForm = lazy(loadForm);

type MyCategoryLevelBarProps = {
  /** Starts the choice from what the page shows (its filters), when nothing is remembered yet. */
  suggestion?: { category?: CategoryId | undefined; level?: Level | undefined };
  className?: string;
};

/**
 * 'My category and level': remembered in this browser, and the default filter of the hub,
 * tutorials, resources, past questions (and the timetable). Shows the choice with Change and
 * Forget, or an invitation to choose; the two selects open on Choose or Change.
 */
export function MyCategoryLevelBar({ suggestion, className }: MyCategoryLevelBarProps) {
  const [mine, setMine] = useMyCategoryLevel();
  const [editing, setEditing] = useState(false);
  // What the last action did, said where the bar is (a polite live region).
  const [said, setSaid] = useState('');
  const opener = useRef<HTMLButtonElement>(null);

  const initial: MyCategoryLevel = mine ?? {
    category: suggestion?.category ?? 'pure-physics',
    level: suggestion?.level ?? '100L',
  };

  function remember(choice: MyCategoryLevel) {
    setMine(choice);
    setEditing(false);
    setSaid(`Remembered: ${categoryName(choice.category)}, ${choice.level}`);
  }

  const icon = 'size-5 shrink-0 text-primary';
  const summary = mine ? (
    <p className="flex min-w-0 flex-1 items-center gap-2 text-sm text-foreground">
      <BookmarkCheck className={icon} aria-hidden="true" />
      <span>
        <span className="text-muted-foreground">My category and level: </span>
        <strong className="font-semibold">
          {categoryName(mine.category)}, {mine.level}
        </strong>
      </span>
    </p>
  ) : (
    <div className="flex min-w-0 flex-1 items-start gap-2">
      <BookmarkPlus className={cn(icon, 'mt-0.5')} aria-hidden="true" />
      <p className="text-sm text-foreground">
        <strong className="font-semibold">Set my category and level</strong>
        <span className="block text-muted-foreground">
          Pages then open on your own tutorials, resources and past questions.
        </span>
      </p>
    </div>
  );

  return (
    <section
      aria-label="My category and level"
      className={cn(
        'flex flex-wrap items-center gap-x-4 gap-y-3 rounded-card border border-primary-100 bg-primary-50/70 px-4 py-3 shadow-xs sm:px-5',
        className,
      )}
    >
      <p role="status" className="sr-only">
        {said}
      </p>
      {summary}
      {editing ? (
        <Suspense>
          <MyCategoryLevelForm
            initial={initial}
            onRemember={remember}
            onCancel={() => {
              setEditing(false);
              // Back to the button that opened the form, once it is there again.
              requestAnimationFrame(() => opener.current?.focus());
            }}
          />
        </Suspense>
      ) : (
        <div className="flex gap-2">
          <Button
            ref={opener}
            type="button"
            size="sm"
            variant={mine ? 'outline' : 'default'}
            onPointerEnter={() => void loadForm()}
            onFocus={() => void loadForm()}
            onClick={() => setEditing(true)}
          >
            {mine ? 'Change' : 'Choose'}
          </Button>
          {mine && (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => {
                setMine(null);
                setSaid('Forgot your category and level');
              }}
            >
              Forget
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
