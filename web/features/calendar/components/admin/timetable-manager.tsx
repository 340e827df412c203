import { useState } from 'react';
import { toast } from 'sonner';
import { parseTimeRange } from '@contract/class-time';
import type { TimetableClass } from '@contract/timetable';
import { isClash } from '@/api/timetable/class-write';
import { useCreateClass } from '@/api/timetable/create-class';
import { useDeleteClass } from '@/api/timetable/delete-class';
import { useAdminTimetable } from '@/api/timetable/get-timetable';
import { useUpdateClass } from '@/api/timetable/update-class';
import { ListPager } from '@/components/admin/list-pager';
import { ListSearch } from '@/components/admin/list-search';
import { useListPage } from '@/components/admin/use-list-page';
import { useUnsavedChanges } from '@/components/admin/use-unsaved-changes';
import { ClassFilter, noClassFilter } from './class-filter';
import { ClassForm } from './class-form';
import type { ShowServerErrors } from './use-server-errors';
import { ClassList } from './class-list';
import { DraftTimetableReview } from './draft-timetable-review';
import {
  classFormFrom,
  classPayload,
  classRestorePayload,
  emptyClassForm,
  type ClassFormValues,
} from './class-values';
import { ListState } from './list-state';
import { ManagerLayout } from './manager-layout';
import { notifyFailure } from './notify';
import { SemesterCard } from './semester-form';

/** A saved time the form cannot show as a start and an end ('TBA'), else null. */
const unreadableTime = (entry: TimetableClass | null) =>
  entry && parseTimeRange(entry.time).end === null ? entry.time : null;

/** The Timetable tab: the class form and the semester dates on the left, 'Class Timetable' beside. */
export function TimetableManager() {
  const list = useListPage();
  const [filter, setFilter] = useState(noClassFilter);
  const timetable = useAdminTimetable({
    ...list.params,
    category: filter.category === 'any' ? undefined : filter.category,
    level: filter.level === 'any' ? undefined : filter.level,
  });
  const create = useCreateClass();
  const update = useUpdateClass();
  const remove = useDeleteClass();
  const [editing, setEditing] = useState<TimetableClass | null>(null);
  /** The form adds to the next semester's draft (from its 'Add a class' button). */
  const [addingToDraft, setAddingToDraft] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const unsaved = useUnsavedChanges();
  const [clash, setClash] = useState<string | null>(null);

  const reset = () => {
    setEditing(null);
    setAddingToDraft(false);
    setClash(null);
    setFormKey((key) => key + 1);
  };

  const onError = (error: Error, showErrors: ShowServerErrors) => {
    if (showErrors(error)) return;
    if (isClash(error)) {
      setClash(error.message);
      toast.warning('This class clashes with another', { description: error.message });
      return;
    }
    notifyFailure(error);
  };

  function submit(
    values: ClassFormValues,
    { allowClash, showErrors }: { allowClash: boolean; showErrors: ShowServerErrors },
  ) {
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
          onError: (error) => onError(error, showErrors),
        },
      );
    } else {
      create.mutate(
        { values: payload, allowClash, draft: addingToDraft },
        {
          onSuccess: (saved) => {
            toast.success(addingToDraft ? 'Class added to the draft' : 'Class added', {
              description: saved.course,
            });
            reset();
          },
          onError: (error) => onError(error, showErrors),
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

  /** `undoable`: a live class can be put back; a draft one cannot (Undo would make it live). */
  function destroy(entry: TimetableClass, undoable = true) {
    if (editing?._id === entry._id) reset();
    remove.mutate(entry, {
      onSuccess: (deleted) =>
        undoable
          ? toast('Class deleted', {
              description: deleted.course,
              action: { label: 'Undo', onClick: () => restore(deleted) },
              // Long enough to notice the mistake and reach the button.
              duration: 8000,
            })
          : toast('Class deleted from the draft', { description: deleted.course }),
      onError: notifyFailure,
    });
  }

  const key = editing ? `edit-${editing._id}-${formKey}` : `new-${formKey}`;
  const editEntry = (entry: TimetableClass) =>
    unsaved.confirmDiscard(() => {
      setEditing(entry);
      setAddingToDraft(false);
      setClash(null);
      setFormKey((next) => next + 1);
    });
  const addToDraft = () =>
    unsaved.confirmDiscard(() => {
      setEditing(null);
      setAddingToDraft(true);
      setClash(null);
      setFormKey((next) => next + 1);
    });
  const deletingId = remove.isPending ? (remove.variables?._id ?? null) : null;
  return (
    <div className="grid gap-6">
      <DraftTimetableReview
        editingId={editing?._id ?? null}
        deletingId={deletingId}
        onEdit={editEntry}
        onDelete={(entry) => destroy(entry, false)}
        onAdd={addToDraft}
      />
      <ManagerLayout
        formTitle={editing ? 'Edit Class' : addingToDraft ? 'Add Class to the Draft' : 'Add Class'}
        formKey={key}
        editing={editing !== null || addingToDraft}
        trackForm={unsaved.track}
        form={
          <ClassForm
            key={key}
            initial={editing ? classFormFrom(editing) : emptyClassForm()}
            textTime={unreadableTime(editing)}
            editing={editing !== null}
            toDraft={addingToDraft}
            pending={create.isPending || update.isPending}
            clash={clash}
            onSubmit={submit}
            onDismissClash={() => setClash(null)}
            onCancel={() => unsaved.confirmDiscard(reset)}
          />
        }
        aside={<SemesterCard />}
        listTitle="Class Timetable"
        count={timetable.data?.total}
        noun={['class', 'classes']}
        list={
          <>
            <ListSearch
              label="Search classes"
              placeholder="Course, venue, lecturer or day"
              value={list.search}
              onChange={list.setSearch}
            />
            <ClassFilter
              value={filter}
              onChange={(next) => {
                setFilter(next);
                list.setPage(1);
              }}
            />
            <ListState
              isPending={timetable.isPending}
              error={timetable.error}
              onRetry={() => void timetable.refetch()}
              isEmpty={timetable.data?.items.length === 0}
              emptyMessage={
                list.q || filter !== noClassFilter
                  ? 'No classes match the search or the filter.'
                  : 'No classes found. Add your first class.'
              }
            >
              <ClassList
                classes={timetable.data?.items ?? []}
                editingId={editing?._id ?? null}
                deletingId={deletingId}
                onEdit={editEntry}
                onDelete={(entry) => destroy(entry)}
              />
            </ListState>
            <ListPager
              label="Class pages"
              page={list.page}
              pageSize={list.pageSize}
              total={timetable.data?.total ?? 0}
              onPage={list.setPage}
            />
          </>
        }
      />
      {unsaved.dialog}
    </div>
  );
}
