import { CalendarX2 } from 'lucide-react';
import { useMemo } from 'react';
import { levels, timetableCategories, timetableCategoryNames } from '@contract/constants';
import type { TimetableClass } from '@contract/timetable';
import { FormField } from '@/components/ui/form-field';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { timetableFeedPath } from '@/features/calendar/feed-links';
import { classesFor } from '@/features/calendar/timetable-rows';
import type { TimetableSelection } from '@/features/calendar/timetable-selection';
import { TimetableSubscribe } from './timetable-subscribe';
import { TimetableTable } from './timetable-table';

type TimetableTabProps = {
  classes: TimetableClass[];
  selection: TimetableSelection;
  onSelectionChange: (selection: TimetableSelection) => void;
};

/** The Class Timetable tab: choose a category and a level, see that week's classes, subscribe. */
export function TimetableTab({ classes, selection, onSelectionChange }: TimetableTabProps) {
  const rows = useMemo(() => classesFor(classes, selection), [classes, selection]);
  const selectionName = `${timetableCategoryNames[selection.category]}, ${selection.level}`;

  return (
    // Phones read top to bottom: the choice, the timetable, then the subscription. Wide screens
    // put the choice and the subscription in a column left of the timetable.
    <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-8">
      <section
        aria-label="Choose a timetable"
        className="grid gap-4 self-start rounded-card border border-border bg-card p-5 shadow-xs sm:grid-cols-2 lg:col-start-1 lg:row-start-1 lg:grid-cols-1"
      >
        <FormField label="Category">
          {(control) => (
            <Select
              value={selection.category}
              onValueChange={(category) =>
                onSelectionChange({
                  ...selection,
                  category: category as TimetableSelection['category'],
                })
              }
            >
              <SelectTrigger {...control}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {timetableCategories.map((category) => (
                  <SelectItem key={category} value={category}>
                    {timetableCategoryNames[category]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
        <FormField label="Level">
          {(control) => (
            <Select
              value={selection.level}
              onValueChange={(level) =>
                onSelectionChange({ ...selection, level: level as TimetableSelection['level'] })
              }
            >
              <SelectTrigger {...control}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {levels.map((level) => (
                  <SelectItem key={level} value={level}>
                    {level}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
      </section>

      <section
        aria-labelledby="class-timetable-title"
        className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="class-timetable-title" className="text-2xl font-bold text-foreground">
            Class Timetable
          </h2>
          <p className="text-sm font-medium text-muted-foreground">{selectionName}</p>
        </div>
        {rows.length === 0 ? (
          <div className="mt-4 grid justify-items-center gap-2 rounded-card border border-dashed border-input bg-card px-6 py-12 text-center">
            <CalendarX2 className="size-8 text-muted-foreground" aria-hidden="true" />
            <h3 className="text-lg font-semibold text-foreground">No Classes Scheduled</h3>
            <p className="text-sm text-muted-foreground">
              No timetable available for the selected category and level.
            </p>
          </div>
        ) : (
          <TimetableTable rows={rows} caption={`Weekly classes: ${selectionName}`} />
        )}
      </section>
      <TimetableSubscribe
        className="self-start lg:col-start-1 lg:row-start-2"
        path={timetableFeedPath(selection)}
        selectionName={selectionName}
        fileName={`timetable-${selection.category}-${selection.level.toLowerCase()}.ics`}
      />
    </div>
  );
}
