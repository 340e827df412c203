import { CalendarAdmin } from '@/features/calendar/components/admin/calendar-admin';
import { useAdminTitle } from '../../layouts/admin-title';

/** /admin/calendar: the academic calendar's events and the class timetable. */
export function Component() {
  useAdminTitle('Calendar');
  return <CalendarAdmin />;
}
