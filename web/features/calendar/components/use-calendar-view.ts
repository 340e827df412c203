import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  readStoredSelection,
  resolveSelection,
  storeSelection,
  type TimetableSelection,
} from '@/features/calendar/timetable-selection';

export type CalendarTabId = 'calendar' | 'timetable';

/**
 * The calendar page's view, kept in the URL so a link opens the same view:
 * `?tab=timetable&category=geophysics&level=300L`. The timetable choice is also remembered in the
 * browser, and used when the link does not give one.
 */
export function useCalendarView() {
  const [params, setParams] = useSearchParams();
  const tab: CalendarTabId = params.get('tab') === 'timetable' ? 'timetable' : 'calendar';
  const selection = useMemo(() => resolveSelection(params, readStoredSelection()), [params]);

  const show = useCallback(
    (next: CalendarTabId, nextSelection: TimetableSelection) =>
      setParams(
        next === 'timetable'
          ? { tab: 'timetable', category: nextSelection.category, level: nextSelection.level }
          : {},
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  const setTab = useCallback((next: CalendarTabId) => show(next, selection), [show, selection]);
  const setSelection = useCallback(
    (next: TimetableSelection) => {
      storeSelection(next);
      show('timetable', next);
    },
    [show],
  );

  return { tab, selection, setTab, setSelection };
}
