import { useSemester } from '@/features/calendar/api/get-semester';
import { formatCalendarDate } from '@/features/calendar/calendar-dates';
import { SubscribeLinks } from './subscribe-links';

type TimetableSubscribeProps = {
  path: string;
  selectionName: string;
  fileName: string;
  className?: string;
};

/** The selected timetable's subscription, saying which weeks the feed covers. */
export function TimetableSubscribe({
  path,
  selectionName,
  fileName,
  className,
}: TimetableSubscribeProps) {
  const semester = useSemester();
  return (
    <SubscribeLinks
      className={className}
      path={path}
      subject={`the ${selectionName} timetable`}
      fileName={fileName}
    >
      {semester.data ? (
        <>
          Every class of {selectionName} as a weekly event from{' '}
          {formatCalendarDate(semester.data.startDate)} to{' '}
          {formatCalendarDate(semester.data.endDate)}, without break and exam days.
        </>
      ) : semester.data === null ? (
        <>
          Every class of {selectionName} as a weekly event. Classes appear once the semester dates
          are set.
        </>
      ) : (
        <>Every class of {selectionName} as a weekly event, without break and exam days.</>
      )}
    </SubscribeLinks>
  );
}
