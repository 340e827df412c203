import { BookmarkCheck, BookmarkPlus } from 'lucide-react';
import { useState } from 'react';
import { categories, levels, type CategoryId, type Level } from '@contract/constants';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { categoryName } from '@/features/academics/labels';
import { useMyCategoryLevel } from '@/lib/my-category-level';
import { cn } from '@/lib/cn';
import { NativeSelect } from '@/components/ui/native-select';

type MyCategoryLevelBarProps = {
  /** Starts the choice from what the page shows (its filters), when nothing is remembered yet. */
  suggestion?: { category?: CategoryId | undefined; level?: Level | undefined };
  className?: string;
};

/**
 * 'My category and level': remembered in this browser, and the default filter of the hub,
 * tutorials, resources, past questions (and the timetable). Shows the choice with Change and
 * Forget, or two selects and Remember.
 */
export function MyCategoryLevelBar({ suggestion, className }: MyCategoryLevelBarProps) {
  const [mine, setMine] = useMyCategoryLevel();
  const [editing, setEditing] = useState(false);
  const [category, setCategory] = useState<CategoryId>(
    mine?.category ?? suggestion?.category ?? 'pure-physics',
  );
  const [level, setLevel] = useState<Level>(mine?.level ?? suggestion?.level ?? '100L');
  // What the last action did, said where the bar is (a polite live region).
  const [said, setSaid] = useState('');

  function remember() {
    setMine({ category, level });
    setEditing(false);
    setSaid(`Remembered: ${categoryName(category)}, ${level}`);
  }

  function startEditing() {
    if (mine) {
      setCategory(mine.category);
      setLevel(mine.level);
    }
    setEditing(true);
  }

  const shell = cn(
    'rounded-card border border-primary-100 bg-primary-50/70 px-4 py-3 shadow-xs sm:px-5',
    className,
  );

  const status = (
    <p role="status" className="sr-only">
      {said}
    </p>
  );

  if (mine && !editing) {
    return (
      <section aria-label="My category and level" className={shell}>
        {status}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="flex min-w-0 flex-1 items-center gap-2 text-sm text-foreground">
            <BookmarkCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
            <span>
              <span className="text-muted-foreground">My category and level: </span>
              <strong className="font-semibold">
                {categoryName(mine.category)}, {mine.level}
              </strong>
            </span>
          </p>
          <div className="flex gap-2">
            <Button type="button" size="sm" variant="outline" onClick={startEditing}>
              Change
            </Button>
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
          </div>
        </div>
      </section>
    );
  }

  return (
    <section aria-label="My category and level" className={shell}>
      {status}
      <form
        className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_11rem_8rem_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          remember();
        }}
      >
        <div className="col-span-2 flex items-start gap-2 sm:col-span-1 sm:self-center">
          <BookmarkPlus className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <p className="text-sm text-foreground">
            <strong className="font-semibold">Set my category and level</strong>
            <span className="block text-muted-foreground">
              Pages then open on your own tutorials, resources and past questions.
            </span>
          </p>
        </div>
        <FormField label="My category">
          {(control) => (
            <NativeSelect
              {...control}
              size="sm"
              value={category}
              onChange={(event) => setCategory(event.target.value as CategoryId)}
            >
              {categories.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="My level">
          {(control) => (
            <NativeSelect
              {...control}
              size="sm"
              value={level}
              onChange={(event) => setLevel(event.target.value as Level)}
            >
              {levels.map((item) => (
                <option key={item} value={item}>
                  {item}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <div className="col-span-2 flex gap-2 sm:col-span-1">
          <Button type="submit" size="sm">
            Remember
          </Button>
          {editing && (
            <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
