import { ArrowRightCircle } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { nextSessionOf, type AcademicSession } from '@contract/academic-session';
import { useStartNextSession } from '@/api/academic-session/start-next-session';
import { useDraftTimetable } from '@/api/timetable/get-draft-timetable';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { notifyFailure } from './notify-failure';
import { SessionCard } from './session-card';

/** 'Start the next session': the council archived under this session, the next one begun. */
export function NextSessionCard({ current }: { current: AcademicSession }) {
  const start = useStartNextSession();
  // The server refuses while the next semester's timetable waits for review (409): say so here.
  const draftWaiting = (useDraftTimetable().data?.length ?? 0) > 0;
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const next = nextSessionOf(current.session);

  return (
    <SessionCard
      icon={ArrowRightCircle}
      title="Start the next session"
      description={`Ends ${current.session}: its executive council goes under Past councils on the About page, and ${next} begins in its first semester.`}
    >
      {draftWaiting && (
        <p className="text-sm text-muted-foreground">
          Confirm or discard the next semester's draft timetable first.
        </p>
      )}
      <Button
        type="button"
        className="justify-self-start"
        disabled={draftWaiting}
        onClick={() => setAsking(true)}
      >
        Start the {next} session
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Start the ${next} session?`}
        description={`The executive council is archived as the ${current.session} council, shown under Past councils on the About page. The site moves to ${next}, first semester. Testimonials and site content stay as they are, and the council stays on the site until you edit it for the new session in Site content. This cannot be undone here.`}
        confirmLabel={`Start ${next}`}
        pendingLabel="Starting…"
        pending={start.isPending}
        onConfirm={() =>
          start.mutate(
            { expectedSession: current.session },
            {
              onSuccess: (started) => {
                setAsking(false);
                toast.success(`The ${started.session} session has begun`, {
                  description: `The ${current.session} council is under Past councils.`,
                  action: {
                    label: 'Edit the new council',
                    onClick: () => void navigate('/admin/site-content'),
                  },
                  duration: 10_000,
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
