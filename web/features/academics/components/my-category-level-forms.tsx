import { BookmarkCheck, BookmarkPlus } from 'lucide-react';
import type { CategoryId, Level } from '@contract/constants';
import { formOnFirstUse } from '@/components/form-on-first-use';
import { Button, buttonVariants } from '@/components/ui/button';
import { categoryName } from '@/features/academics/labels';
import { useMyCategoryLevel, type MyCategoryLevel } from '@/lib/my-category-level';
import { cn } from '@/lib/cn';

type MyCategoryLevelFormsProps = {
  /** Where the selects start when nothing is remembered yet: what the page shows (its filters). */
  suggestion?: { category?: CategoryId | undefined; level?: Level | undefined };
};

/**
 * 'My category and level': remembered in a cookie, and the default filter of the hub, tutorials,
 * resources, past questions (and the timetable). Shows the choice with Change and Forget, or an
 * invitation to choose. Plain forms that post to the page's action (rememberMyCategoryLevel),
 * and the browser's own disclosure for the selects: the same with or without scripts, and on the
 * pages React does not hydrate.
 */
export function MyCategoryLevelForms({ suggestion }: MyCategoryLevelFormsProps) {
  const mine = useMyCategoryLevel();
  const initial: MyCategoryLevel = mine ?? {
    category: suggestion?.category ?? 'pure-physics',
    level: suggestion?.level ?? '100L',
  };
  return (
    <section
      aria-label="My category and level"
      className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-card border border-primary-100 bg-primary-50/70 px-4 py-3 shadow-xs sm:px-5"
    >
      <Summary mine={mine} />
      <details className="group open:basis-full">
        <summary
          className={cn(
            buttonVariants({ size: 'sm', variant: mine ? 'outline' : 'default' }),
            'list-none group-open:mb-3 [&::-webkit-details-marker]:hidden',
          )}
        >
          {mine ? 'Change' : 'Choose'}
        </summary>
        <RememberForm
          // The selects start again from a new suggestion (the page's filters changed).
          key={`${initial.category}.${initial.level}`}
          category={initial.category}
          level={initial.level}
        />
      </details>
      {mine && (
        <form method="post">
          <input type="hidden" name="intent" value="forget" />
          <Button type="submit" size="sm" variant="ghost">
            Forget
          </Button>
        </form>
      )}
    </section>
  );
}

/** The choice's form loads its code on first use (ADR 0017). */
const RememberForm = formOnFirstUse(() =>
  import('./remember-form').then((module) => module.RememberForm),
);

const icon = 'size-5 shrink-0 text-primary';

function Summary({ mine }: { mine: MyCategoryLevel | null }) {
  return mine ? (
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
}
