import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { AcademicSession } from '@contract/academic-session';
import { useStartNextSemester } from '@/api/academic-session/start-next-semester';
import { useDraftTimetable } from '@/api/timetable/get-draft-timetable';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { notifyFailure } from './notify-failure';
import { SessionCard } from './session-card';

const reviewPage = '/admin/calendar?tab=timetable';

/** 'Start the next semester': the timetable copied into a draft, reviewed on the calendar admin. */
export function NextSemesterCard({ current }: { current: AcademicSession }) {
  const start = useStartNextSemester();
  const draft = useDraftTimetable();
  const [asking, setAsking] = useState(false);
  const waiting = (draft.data?.length ?? 0) > 0;
  const last = current.semester === 'second';

  return (
    <SessionCard
      icon={CalendarClock}
      title="Start the next semester"
      description="Copies this semester's timetable into a draft for the second semester. You review and edit it on the Calendar page; visitors see nothing of it until you confirm it there."
    >
      {waiting ? (
        <p className="text-sm font-medium text-amber-800">
          A draft timetable is waiting for review.{' '}
          <Link to={reviewPage} className="underline underline-offset-2">
            Review it on the Calendar page
          </Link>
        </p>
      ) : last ? (
        <p className="text-sm text-muted-foreground">
          The second semester is the session's last: start the next session instead.
        </p>
      ) : null}
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        disabled={waiting || last}
        onClick={() => setAsking(true)}
      >
        Start the next semester
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Start the next semester?"
        description={`The ${current.session} timetable is copied into a draft for the second semester. Nothing changes on the site until you confirm the draft on the Calendar page.`}
        confirmLabel="Copy the timetable"
        pendingLabel="Copying…"
        pending={start.isPending}
        onConfirm={() =>
          start.mutate(
            { expectedSession: current.session, expectedSemester: current.semester },
            {
              onSuccess: () => {
                setAsking(false);
                toast.success('Draft timetable ready for review', {
                  description: 'Review it on the Calendar page, Timetable tab.',
                });
              },
              onError: notifyFailure,
            },
          )
        }
      />
    </SessionCard>
  );
}
