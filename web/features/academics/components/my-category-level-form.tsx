import { useEffect, useRef, useState } from 'react';
import { categories, levels, type CategoryId, type Level } from '@contract/constants';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import type { MyCategoryLevel } from '@/lib/my-category-level';

type MyCategoryLevelFormProps = {
  /** What the selects start from. */
  initial: MyCategoryLevel;
  onRemember: (choice: MyCategoryLevel) => void;
  onCancel: () => void;
};

/**
 * The two selects and Remember of 'My category and level': loaded only once a student asks to
 * choose, so the pages that show the bar do not carry form controls they may never open.
 */
export default function MyCategoryLevelForm({
  initial,
  onRemember,
  onCancel,
}: MyCategoryLevelFormProps) {
  const [category, setCategory] = useState<CategoryId>(initial.category);
  const [level, setLevel] = useState<Level>(initial.level);
  const first = useRef<HTMLSelectElement>(null);
  // The button that opened the form is gone: the keyboard lands on the first choice instead.
  useEffect(() => first.current?.focus(), []);

  return (
    <form
      className="grid w-full grid-cols-2 gap-3 sm:grid-cols-[11rem_8rem_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onRemember({ category, level });
      }}
    >
      <FormField label="My category">
        {(control) => (
          <NativeSelect
            {...control}
            ref={first}
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
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
