import { CalendarX2 } from 'lucide-react';
import { useMemo } from 'react';
import { levels, timetableCategories, timetableCategoryNames } from '@contract/constants';
import type { Semester } from '@contract/semester';
import type { TimetableClass } from '@contract/timetable';
import { LabelledControl } from '@/components/ui/labelled-control';
import { NativeSelect } from '@/components/ui/native-select';
import { timetableFeedPath } from '@/features/calendar/feed-links';
import { classesFor } from '@/features/calendar/timetable-rows';
import type { TimetableSelection } from '@/features/calendar/timetable-selection';
import { TimetableSubscribe } from './timetable-subscribe';
import { TimetableTable } from './timetable-table';

type TimetableTabProps = {
  classes: TimetableClass[];
  semester: Semester | null;
  selection: TimetableSelection;
  onSelectionChange: (selection: TimetableSelection) => void;
};

/** The Class Timetable tab: choose a category and a level, see that week's classes, subscribe. */
export function TimetableTab({
  classes,
  semester,
  selection,
  onSelectionChange,
}: TimetableTabProps) {
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
        <LabelledControl label="Category">
          {(id) => (
            <NativeSelect
              id={id}
              value={selection.category}
              onChange={(event) =>
                onSelectionChange({
                  ...selection,
                  category: event.target.value as TimetableSelection['category'],
                })
              }
            >
              {timetableCategories.map((category) => (
                <option key={category} value={category}>
                  {timetableCategoryNames[category]}
                </option>
              ))}
            </NativeSelect>
          )}
        </LabelledControl>
        <LabelledControl label="Level">
          {(id) => (
            <NativeSelect
              id={id}
              value={selection.level}
              onChange={(event) =>
                onSelectionChange({
                  ...selection,
                  level: event.target.value as TimetableSelection['level'],
                })
              }
            >
              {levels.map((level) => (
                <option key={level} value={level}>
                  {level}
                </option>
              ))}
            </NativeSelect>
          )}
        </LabelledControl>
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
        semester={semester}
        className="self-start lg:col-start-1 lg:row-start-2"
        path={timetableFeedPath(selection)}
        selectionName={selectionName}
        fileName={`timetable-${selection.category}-${selection.level.toLowerCase()}.ics`}
      />
    </div>
  );
}
