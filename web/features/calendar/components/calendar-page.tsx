import { CalendarDays, Clock } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCalendarEvents } from '@/features/calendar/api/get-calendar-events';
import { useTimetable } from '@/features/calendar/api/get-timetable';
import { CalendarHeading } from './calendar-heading';
import { CalendarTab } from './calendar-tab';
import { TimetableTab } from './timetable-tab';
import { useCalendarView, type CalendarTabId } from './use-calendar-view';

/**
 * /academics/calendar: the Academic Calendar and Class Timetable tabs. Both lists load on arrival
 * (GET /api/events and /api/timetable); while they load only a spinner shows, and if either fails
 * only its error, in red (spec §2).
 */
export function CalendarPage() {
  const events = useCalendarEvents();
  const timetable = useTimetable();
  const { tab, selection, setTab, setSelection } = useCalendarView();

  if (events.isError || timetable.isError) {
    return (
      <div className="container-page py-16">
        <p role="alert" className="text-center text-base font-medium text-destructive">
          {(events.error ?? timetable.error)?.message}
        </p>
      </div>
    );
  }
  if (events.isPending || timetable.isPending) {
    // A screen high, so the footer is not on screen to be pushed down when the calendar arrives.
    return (
      <div className="container-page grid min-h-svh content-start justify-items-center py-24">
        <Spinner className="size-10 text-primary" label="Loading the calendar" />
      </div>
    );
  }

  return (
    <>
      <CalendarHeading />
      <div className="container-page py-10 sm:py-14">
        <Tabs value={tab} onValueChange={(next) => setTab(next as CalendarTabId)}>
          <TabsList aria-label="Calendar views" className="self-start">
            <TabsTrigger value="calendar">
              <CalendarDays aria-hidden="true" />
              Academic Calendar
            </TabsTrigger>
            <TabsTrigger value="timetable">
              <Clock aria-hidden="true" />
              Class Timetable
            </TabsTrigger>
          </TabsList>
          <TabsContent value="calendar" className="mt-4">
            <CalendarTab events={events.data} />
          </TabsContent>
          <TabsContent value="timetable" className="mt-4">
            <TimetableTab
              classes={timetable.data}
              selection={selection}
              onSelectionChange={setSelection}
            />
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}
