import { CalendarAdmin } from '@/features/calendar/components/admin/calendar-admin';
import { adminMeta } from '../../layouts/admin-meta';

export const meta = adminMeta('Calendar');

/** /admin/calendar: the academic calendar's events and the class timetable. */
export default function AdminCalendar() {
  return <CalendarAdmin />;
}
