import { FETCH_CALENDAR_EVENTS_FAILED } from '@/api/calendar-events/messages';
import { FETCH_TIMETABLE_FAILED } from '@/api/timetable/messages';
import { todayIn } from '@/features/calendar/calendar-dates';
import { sessionChoices, sessionToShow } from '@/features/calendar/calendar-session';
import { CalendarPage } from '@/features/calendar/components/calendar-page';
import { resolveSelection } from '@/features/calendar/timetable-selection';
import { absoluteUrl, pageMeta, rootData } from '@/lib/page-meta';
import { keepDataOnQueryChange } from '@/lib/revalidate';
import { failed, serverOr, settle } from '@/lib/settled';
import { documentTimeZone } from '@/lib/site';
import type { Route } from './+types/academic-calendar';

/**
 * One session's events (`?session=`, else the current session) and the whole timetable; the
 * timetable is filtered on the page, so changing the category or level needs no request. The
 * timetable an address leaves out comes from the visitor's cookies.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { reads, site } = context;
  const [current, withEvents] = await Promise.all([
    reads.academicSession.get(),
    reads.calendarEvents.sessions(),
  ]);
  const session = sessionToShow(new URL(request.url).searchParams, current.session);
  const [events, classes, semester] = await Promise.all([
    settle(reads.calendarEvents.list({ session }), FETCH_CALENDAR_EVENTS_FAILED),
    settle(reads.timetable.list({}), FETCH_TIMETABLE_FAILED),
    reads.semester.get().catch(() => null),
  ]);
  return {
    events,
    classes,
    semester,
    sessions: {
      shown: session,
      current: current.session,
      choices: sessionChoices(withEvents, current.session),
    },
    today: todayIn(site.timeZone),
    remembered: resolveSelection(new URLSearchParams(), request.headers.get('cookie')),
  };
}

/** In the browser: when the server cannot be reached, the page says so, in red (spec section 8). */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  serverOr(serverLoader, () => ({
    events: failed(FETCH_CALENDAR_EVENTS_FAILED),
    classes: failed(FETCH_TIMETABLE_FAILED),
    semester: null,
    sessions: null,
    today: todayIn(documentTimeZone()),
    remembered: resolveSelection(new URLSearchParams(), document.cookie),
  }));

// The tab and the timetable's category and level are chosen on the page: no new request.
export const shouldRevalidate = keepDataOnQueryChange;

export const meta: Route.MetaFunction = (args) => {
  const events = args.data?.events;
  const root = rootData(args.matches);
  return pageMeta(args, {
    title: 'Academic Calendar & Timetable',
    description:
      'Term dates, exams and breaks, and the weekly class timetable for every category and level, with calendar subscriptions.',
    path: '/academics/calendar',
    // Each calendar entry the page shows is an Event (all-day: the date is what is certain).
    jsonLd:
      root && events?.ok
        ? events.data.map((entry) => ({
            '@context': 'https://schema.org',
            '@type': 'Event',
            name: entry.event,
            ...(entry.description ? { description: entry.description } : {}),
            startDate: entry.date.slice(0, 10),
            eventStatus: 'https://schema.org/EventScheduled',
            eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
            location: { '@type': 'Place', name: root.site.address, address: root.site.address },
            organizer: { '@type': 'Organization', name: root.site.name, url: root.origin },
            url: absoluteUrl(root.origin, '/academics/calendar'),
          }))
        : undefined,
  });
};

/** /academics/calendar: the academic calendar and the class timetable. */
export default function AcademicCalendar({ loaderData }: Route.ComponentProps) {
  const { events, classes, semester, sessions, today, remembered } = loaderData;
  return (
    <CalendarPage
      events={events}
      classes={classes}
      semester={semester}
      sessions={sessions}
      today={today}
      remembered={remembered}
    />
  );
}
