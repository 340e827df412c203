import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  selectionFromParams,
  storeSelection,
  type TimetableSelection,
} from '@/features/calendar/timetable-selection';

export type CalendarTabId = 'calendar' | 'timetable';

/** The timetable view's address for a category and level. */
export const timetableHref = ({ category, level }: TimetableSelection): string =>
  `/academics/calendar?${new URLSearchParams({ tab: 'timetable', category, level }).toString()}`;

const readTab = (params: URLSearchParams): CalendarTabId =>
  params.get('tab') === 'timetable' ? 'timetable' : 'calendar';

/**
 * The calendar page's view, kept in the URL so a link opens the same view:
 * `?tab=timetable&category=geophysics&level=300L`. What the address leaves out comes from
 * `remembered`: the timetable the server chose from the visitor's cookies. A choice made here is
 * remembered in a cookie too.
 *
 * A choice shows at once: the address changes only once the page's data is read again, and a
 * second choice made meanwhile (the level just after the category) must build on the first, not
 * on the address it has not reached yet. The choice stands until the address changes.
 */
export function useCalendarView(remembered: TimetableSelection) {
  const [params, setParams] = useSearchParams();
  const tab = readTab(params);
  const inAddress = selectionFromParams(params, remembered);
  const address = `${inAddress.category}.${inAddress.level}`;
  const [chosen, setChosen] = useState<{ selection: TimetableSelection; address: string }>();
  const selection = chosen?.address === address ? chosen.selection : inAddress;

  const setSelection = useCallback(
    (next: TimetableSelection) => {
      setChosen({ selection: next, address });
      storeSelection(next);
      setParams(
        { tab: 'timetable', category: next.category, level: next.level },
        { replace: true, preventScrollReset: true },
      );
    },
    [address, setParams],
  );

  return { tab, selection, setSelection };
}
