import { CheckCheck, FileClock, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { TimetableClass } from '@contract/timetable';
import { useConfirmNextSemester } from '@/api/academic-session/confirm-next-semester';
import { useDiscardNextSemester } from '@/api/academic-session/discard-next-semester';
import { useDraftTimetable } from '@/api/timetable/get-draft-timetable';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { ClassList } from './class-list';
import { notifyFailure } from './notify';

type DraftTimetableReviewProps = {
  editingId: string | null;
  deletingId: string | null;
  onEdit: (entry: TimetableClass) => void;
  onDelete: (entry: TimetableClass) => void;
  /** Points the class form at the draft. */
  onAdd: () => void;
};

/**
 * The next semester's timetable while it waits for review (started on the Session page): its
 * classes, edited and deleted like the live ones, and Confirm or Discard. Nothing here is public
 * until it is confirmed. Nothing at all shows while there is no draft.
 */
export function DraftTimetableReview({
  editingId,
  deletingId,
  onEdit,
  onDelete,
  onAdd,
}: DraftTimetableReviewProps) {
  const draft = useDraftTimetable();
  const confirm = useConfirmNextSemester();
  const discard = useDiscardNextSemester();
  const [asking, setAsking] = useState<'confirm' | 'discard' | null>(null);
  const classes = draft.data ?? [];
  if (classes.length === 0) return null;

  const close = () => setAsking(null);
  return (
    <section
      aria-labelledby="draft-timetable-title"
      className="grid gap-4 rounded-card border border-amber-300 bg-amber-50 p-5 shadow-xs"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2
            id="draft-timetable-title"
            className="flex items-center gap-2 text-lg font-semibold text-foreground"
          >
            <FileClock className="size-5 text-amber-700" aria-hidden="true" />
            Next semester's timetable (draft)
          </h2>
          <p className="mt-1 text-sm text-amber-900">
            {classes.length} {classes.length === 1 ? 'class' : 'classes'} copied for review. Add,
            edit or delete them here; visitors keep seeing the current timetable until you confirm.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={onAdd}>
            <Plus aria-hidden="true" />
            Add a class
          </Button>
          <Button type="button" variant="outline" onClick={() => setAsking('discard')}>
            <Trash2 aria-hidden="true" />
            Discard draft
          </Button>
          <Button type="button" onClick={() => setAsking('confirm')}>
            <CheckCheck aria-hidden="true" />
            Confirm timetable
          </Button>
        </div>
      </div>
      {/* A whole timetable is long: it scrolls in its own box, so the form and the live
          timetable below stay within reach. */}
      <div
        role="group"
        aria-label="Draft classes"
        tabIndex={0}
        className="max-h-[28rem] overflow-y-auto rounded-card focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none"
      >
        <ClassList
          classes={classes}
          editingId={editingId}
          deletingId={deletingId}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </div>
      <ConfirmDialog
        open={asking === 'confirm'}
        onOpenChange={(open) => !open && close()}
        title="Confirm the next semester's timetable?"
        description="These classes replace the current timetable on the site and in every subscription, and the second semester begins."
        confirmLabel="Confirm timetable"
        pendingLabel="Confirming…"
        pending={confirm.isPending}
        onConfirm={() =>
          confirm.mutate(undefined, {
            onSuccess: () => {
              close();
              toast.success('The second semester has begun', {
                description: 'The new timetable is on the site.',
              });
            },
            onError: notifyFailure,
          })
        }
      />
      <ConfirmDialog
        open={asking === 'discard'}
        onOpenChange={(open) => !open && close()}
        destructive
        title="Discard the draft timetable?"
        description="The copied classes and any changes made to them are deleted. The current timetable and semester stay as they are."
        confirmLabel="Discard draft"
        pendingLabel="Discarding…"
        pending={discard.isPending}
        onConfirm={() =>
          discard.mutate(undefined, {
            onSuccess: () => {
              close();
              toast('Draft timetable discarded');
            },
            onError: notifyFailure,
          })
        }
      />
    </section>
  );
}
