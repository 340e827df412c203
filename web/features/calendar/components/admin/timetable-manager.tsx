import { useState } from 'react';
import { toast } from 'sonner';
import { parseTimeRange } from '@contract/class-time';
import type { TimetableClass } from '@contract/timetable';
import { isClash } from '@/features/calendar/api/class-write';
import { useCreateClass } from '@/features/calendar/api/create-class';
import { useDeleteClass } from '@/features/calendar/api/delete-class';
import { useTimetable } from '@/features/calendar/api/get-timetable';
import { useUpdateClass } from '@/features/calendar/api/update-class';
import { ClassFilter, filterClasses, noClassFilter } from './class-filter';
import { ClassForm } from './class-form';
import { ClassList } from './class-list';
import {
  classFormFrom,
  classPayload,
  classRestorePayload,
  emptyClassForm,
  type ClassFormValues,
} from './form-values';
import { ListState } from './list-state';
import { ManagerLayout } from './manager-layout';
import { useUnsavedChanges } from '@/components/admin/use-unsaved-changes';
import { notifyFailure } from './notify';
import { SemesterCard } from './semester-form';

/** A saved time the form cannot show as a start and an end ('TBA'), else null. */
const unreadableTime = (entry: TimetableClass | null) =>
  entry && parseTimeRange(entry.time).end === null ? entry.time : null;

/** The Timetable tab: the class form and the semester dates on the left, 'Class Timetable' beside. */
export function TimetableManager() {
  const timetable = useTimetable();
  const create = useCreateClass();
  const update = useUpdateClass();
  const remove = useDeleteClass();
  const [editing, setEditing] = useState<TimetableClass | null>(null);
  const [formKey, setFormKey] = useState(0);
  const unsaved = useUnsavedChanges();
  const [clash, setClash] = useState<string | null>(null);
  const [filter, setFilter] = useState(noClassFilter);
  const shown = filterClasses(timetable.data ?? [], filter);

  const reset = () => {
    setEditing(null);
    setClash(null);
    setFormKey((key) => key + 1);
  };

  const onError = (error: Error) => {
    if (isClash(error)) {
      setClash(error.message);
      toast.warning('This class clashes with another', { description: error.message });
      return;
    }
    notifyFailure(error);
  };

  function submit(values: ClassFormValues, { allowClash }: { allowClash: boolean }) {
    setClash(null);
    const payload = classPayload(values);
    if (editing) {
      update.mutate(
        { id: editing._id, values: payload, allowClash },
        {
          onSuccess: (saved) => {
            toast.success('Class updated', { description: saved.course });
            reset();
          },
          onError,
        },
      );
    } else {
      create.mutate(
        { values: payload, allowClash },
        {
          onSuccess: (saved) => {
            toast.success('Class added', { description: saved.course });
            reset();
          },
          onError,
        },
      );
    }
  }

  function restore(entry: TimetableClass) {
    // It was on the timetable a moment ago: bring it back even if something now overlaps it.
    create.mutate(
      { values: classRestorePayload(entry), allowClash: true },
      {
        onSuccess: (saved) => toast.success('Class restored', { description: saved.course }),
        onError: notifyFailure,
      },
    );
  }

  function destroy(entry: TimetableClass) {
    if (editing?._id === entry._id) reset();
    remove.mutate(entry, {
      onSuccess: (deleted) =>
        toast('Class deleted', {
          description: deleted.course,
          action: { label: 'Undo', onClick: () => restore(deleted) },
          // Long enough to notice the mistake and reach the button.
          duration: 8000,
        }),
      onError: notifyFailure,
    });
  }

  const key = editing ? `edit-${editing._id}-${formKey}` : `new-${formKey}`;
  return (
    <>
      <ManagerLayout
        formTitle={editing ? 'Edit Class' : 'Add Class'}
        formKey={key}
        editing={editing !== null}
        trackForm={unsaved.track}
        form={
          <ClassForm
            key={key}
            initial={editing ? classFormFrom(editing) : emptyClassForm()}
            textTime={unreadableTime(editing)}
            editing={editing !== null}
            pending={create.isPending || update.isPending}
            clash={clash}
            onSubmit={submit}
            onDismissClash={() => setClash(null)}
            onCancel={() => unsaved.confirmDiscard(reset)}
          />
        }
        aside={<SemesterCard />}
        listTitle="Class Timetable"
        count={timetable.data?.length}
        shown={shown.length}
        noun={['class', 'classes']}
        list={
          <ListState
            isPending={timetable.isPending}
            error={timetable.error}
            onRetry={() => void timetable.refetch()}
            isEmpty={timetable.data?.length === 0}
            emptyMessage="No classes found. Add your first class."
          >
            <ClassFilter value={filter} onChange={setFilter} />
            {shown.length === 0 && (
              <p className="rounded-card border border-dashed border-input bg-card px-4 py-8 text-center text-muted-foreground">
                No classes match the filter.
              </p>
            )}
            <ClassList
              classes={shown}
              editingId={editing?._id ?? null}
              deletingId={remove.isPending ? (remove.variables?._id ?? null) : null}
              onEdit={(entry) =>
                unsaved.confirmDiscard(() => {
                  setEditing(entry);
                  setClash(null);
                  setFormKey((next) => next + 1);
                })
              }
              onDelete={destroy}
            />
          </ListState>
        }
      />
      {unsaved.dialog}
    </>
  );
}
