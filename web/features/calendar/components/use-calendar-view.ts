import { useCallback } from 'react';
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
 */
export function useCalendarView(remembered: TimetableSelection) {
  const [params, setParams] = useSearchParams();
  const tab = readTab(params);
  const selection = selectionFromParams(params, remembered);

  const setSelection = useCallback(
    (next: TimetableSelection) => {
      storeSelection(next);
      setParams(
        { tab: 'timetable', category: next.category, level: next.level },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  return { tab, selection, setSelection };
}
