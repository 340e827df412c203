import { CalendarDays, Clock } from 'lucide-react';
import type { CalendarEvent } from '@contract/calendar';
import type { Semester } from '@contract/semester';
import type { TimetableClass } from '@contract/timetable';
import { LinkTab, LinkTabs } from '@/components/ui/link-tabs';
import type { TimetableSelection } from '@/features/calendar/timetable-selection';
import type { Settled } from '@/lib/settled';
import { CalendarHeading } from './calendar-heading';
import { CalendarTab } from './calendar-tab';
import { SessionPicker } from './session-picker';
import { TimetableTab } from './timetable-tab';
import { timetableHref, useCalendarView } from './use-calendar-view';

type CalendarSessions = { shown: string; current: string; choices: string[] };

type CalendarPageProps = {
  events: Settled<CalendarEvent[]>;
  classes: Settled<TimetableClass[]>;
  semester: Semester | null;
  /** The session whose events are shown, the current one and the picker's choices; null offline. */
  sessions: CalendarSessions | null;
  /** Today in the association's time zone ('YYYY-MM-DD'). */
  today: string;
  /** The timetable the server chose from the visitor's cookies, for an address that names none. */
  remembered: TimetableSelection;
};

/**
 * /academics/calendar: the Academic Calendar and Class Timetable tabs. If either list cannot be
 * read, only its error shows, in red (spec section 2).
 */
export function CalendarPage({
  events,
  classes,
  semester,
  sessions,
  today,
  remembered,
}: CalendarPageProps) {
  const { tab, selection, setSelection } = useCalendarView(remembered);

  if (!events.ok || !classes.ok) {
    return (
      <div className="container-page py-16">
        <p role="alert" className="text-center text-base font-medium text-destructive">
          {!events.ok ? events.error : !classes.ok ? classes.error : null}
        </p>
      </div>
    );
  }

  return (
    <>
      <CalendarHeading />
      <div className="container-page py-10 sm:py-14">
        <LinkTabs aria-label="Calendar views">
          <LinkTab to="/academics/calendar" current={tab === 'calendar'}>
            <CalendarDays aria-hidden="true" />
            Academic Calendar
          </LinkTab>
          <LinkTab to={timetableHref(selection)} current={tab === 'timetable'}>
            <Clock aria-hidden="true" />
            Class Timetable
          </LinkTab>
        </LinkTabs>
        <div className="mt-8">
          {tab === 'calendar' ? (
            <CalendarTab
              events={events.data}
              today={today}
              sessionPicker={
                sessions && (
                  <SessionPicker
                    sessions={sessions.choices}
                    shown={sessions.shown}
                    current={sessions.current}
                  />
                )
              }
            />
          ) : (
            <TimetableTab
              classes={classes.data}
              semester={semester}
              selection={selection}
              onSelectionChange={setSelection}
            />
          )}
        </div>
      </div>
    </>
  );
}
