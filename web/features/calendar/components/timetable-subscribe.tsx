import type { Semester } from '@contract/semester';
import { formatCalendarDate } from '@/features/calendar/calendar-dates';
import { SubscribeLinks } from './subscribe-links';

type TimetableSubscribeProps = {
  /** The semester the feed covers; null while its dates are not set. */
  semester: Semester | null;
  path: string;
  selectionName: string;
  fileName: string;
  className?: string;
};

/** The selected timetable's subscription, saying which weeks the feed covers. */
export function TimetableSubscribe({
  semester,
  path,
  selectionName,
  fileName,
  className,
}: TimetableSubscribeProps) {
  return (
    <SubscribeLinks
      className={className}
      path={path}
      subject={`the ${selectionName} timetable`}
      fileName={fileName}
    >
      {semester ? (
        <>
          Every class of {selectionName} as a weekly event from{' '}
          {formatCalendarDate(semester.startDate)} to {formatCalendarDate(semester.endDate)},
          without break and exam days.
        </>
      ) : (
        <>
          Every class of {selectionName} as a weekly event. Classes appear once the semester dates
          are set.
        </>
      )}
    </SubscribeLinks>
  );
}
