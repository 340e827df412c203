import { CalendarPage } from '@/features/calendar/components/calendar-page';
import { useSiteInfo } from '@/features/site/api/get-site-info';
import { FALLBACK_ABBREVIATION } from '@/lib/site';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /academics/calendar: the academic calendar and the class timetable. */
export function Component() {
  const { data: site } = useSiteInfo();
  useDocumentTitle(
    `Academic Calendar & Timetable | ${site?.abbreviation ?? FALLBACK_ABBREVIATION}`,
  );
  return <CalendarPage />;
}
