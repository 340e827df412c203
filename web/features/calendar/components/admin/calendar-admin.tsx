import { CalendarDays, Clock } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { EventsManager } from './events-manager';
import { TimetableManager } from './timetable-manager';

type Tab = 'events' | 'timetable';

/**
 * /admin/calendar, 'Academic Calendar Admin': the Events and Timetable tabs, each a form beside its
 * list. The open tab is in the URL (?tab=timetable) so a reload keeps it.
 */
export function CalendarAdmin() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'timetable' ? 'timetable' : 'events';
  return (
    <div className="grid gap-6">
      <AdminPageHeader
        title="Academic Calendar Admin"
        description="Keep the academic calendar and the class timetable current. Changes show on the public calendar page and in every subscription."
      />
      <Tabs
        value={tab}
        onValueChange={(next) =>
          setParams(next === 'timetable' ? { tab: 'timetable' } : {}, {
            replace: true,
            preventScrollReset: true,
          })
        }
      >
        <TabsList aria-label="Calendar content">
          <TabsTrigger value="events">
            <CalendarDays aria-hidden="true" />
            Events
          </TabsTrigger>
          <TabsTrigger value="timetable">
            <Clock aria-hidden="true" />
            Timetable
          </TabsTrigger>
        </TabsList>
        <TabsContent value="events">
          <EventsManager />
        </TabsContent>
        <TabsContent value="timetable">
          <TimetableManager />
        </TabsContent>
      </Tabs>
    </div>
  );
}
