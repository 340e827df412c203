import {
  CalendarDays,
  CalendarRange,
  ChevronRight,
  Clock,
  Images,
  Newspaper,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import type { AdminSummaryCounts } from '@contract/admin';
import { Skeleton } from '@/components/ui/skeleton';

type Stat = {
  key: keyof AdminSummaryCounts;
  label: string;
  to: string;
  Icon: LucideIcon;
  detail?: (counts: AdminSummaryCounts) => string;
};

const stats: Stat[] = [
  { key: 'academicNews', label: 'Academic news', to: '/admin/events', Icon: Newspaper },
  {
    key: 'upcomingEvents',
    label: 'Upcoming events',
    to: '/admin/events',
    Icon: CalendarRange,
    detail: (counts) => `${counts.upcomingEventsAhead} still ahead`,
  },
  { key: 'photos', label: 'Photos', to: '/admin/gallery', Icon: Images },
  { key: 'timetableClasses', label: 'Timetable classes', to: '/admin/calendar', Icon: Clock },
  { key: 'calendarEvents', label: 'Calendar events', to: '/admin/calendar', Icon: CalendarDays },
];

/** The site's content at a glance; each number links to the page that manages it. */
export function SummaryCards({ counts }: { counts: AdminSummaryCounts | undefined }) {
  return (
    <ul
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5 max-sm:[&>li:last-child:nth-child(odd)]:col-span-2"
      aria-label="Content at a glance"
    >
      {stats.map(({ key, label, to, Icon, detail }) => (
        <li key={key}>
          <Link
            to={to}
            className="group flex h-full flex-col gap-1.5 rounded-card border border-border bg-card p-3.5 shadow-xs sm:gap-2 sm:p-4 transition-[border-color,box-shadow] hover:border-primary-200 hover:shadow-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <span className="flex items-center justify-between gap-2 text-muted-foreground">
              <span className="flex size-8 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              <ChevronRight
                className="size-4 opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
                aria-hidden="true"
              />
            </span>
            {counts ? (
              <span className="text-2xl leading-8 font-bold tracking-tight text-foreground tabular-nums sm:text-3xl sm:leading-9">
                {counts[key]}
              </span>
            ) : (
              <Skeleton className="my-1.5 h-6 w-12 text-muted-foreground" />
            )}
            <span className="text-sm leading-5 font-medium text-foreground">{label}</span>
            {detail && (
              <span className="-mt-1.5 text-xs text-muted-foreground">
                {counts ? detail(counts) : '\u00a0'}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
