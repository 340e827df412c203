import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { courseCreateSchema, type Course } from '@contract/courses';
import { useCreateCourse } from '@/api/courses/create-course';
import { useUpdateCourse } from '@/api/courses/update-course';
import { FormDialog, type FormDialogBodyProps } from '@/components/admin/form-dialog';
import { FormDialogFooter } from '@/components/admin/form-dialog-footer';
import { SelectField } from '@/components/admin/select-field';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { byField, fieldErrorsFromZod, splitSaveError } from '@/lib/form-errors';
import { useFormErrors } from '@/lib/use-form-errors';
import { courseFormOf, courseInput, emptyCourseForm, type CourseForm } from './course-form-model';
import { MaterialsEditor } from './materials-editor';
import { PastQuestionsEditor } from './past-questions-editor';
import { categoryOptions, levelOptions } from './select-options';

const labels: Record<string, string> = {
  id: 'Course code',
  title: 'Title',
  credits: 'Credits',
  category: 'Category',
  level: 'Level',
  description: 'Description',
  outline: 'Outline',
  materials: 'Materials',
  pastQuestions: 'Past questions',
  type: 'Type',
  url: 'The file or link',
  year: 'Year',
  downloadable: 'Downloadable',
};

/** Server paths the form shows by a field ('outline.3' shows under Outline). */
const fieldPath = (path: string) => (path.startsWith('outline.') ? 'outline' : path);
const known = (path: string) =>
  path in labels ||
  /^(materials|pastQuestions)\.\d+\.(id|title|type|url|year|downloadable)$/.test(path);

type CourseFormDialogProps = {
  open: boolean;
  /** The course being edited; null adds one. */
  course: Course | null;
  onOpenChange: (open: boolean) => void;
};

/** 'Add Course' / 'Edit Course': every field, the outline, materials and past questions (with PDF uploads). */
export function CourseFormDialog({ open, course, onOpenChange }: CourseFormDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={course ? `Edit ${course.id}` : 'Add Course'}
      description={
        <>
          The course shows on its category page and at /academics/course/{'{code}'}; its past
          questions join the past-question bank.
        </>
      }
      className="max-w-3xl"
    >
      {(dialog) => <CourseFormBody key={course?._id ?? 'new'} course={course} {...dialog} />}
    </FormDialog>
  );
}

function CourseFormBody({
  course,
  onBusyChange,
  onSaved,
}: FormDialogBodyProps & { course: Course | null }) {
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const [form, setForm] = useState<CourseForm>(() =>
    course ? courseFormOf(course) : emptyCourseForm(),
  );
  const { formRef, errors, formError, setFormError, show, clear, clearField } = useFormErrors();
  const [uploads, setUploads] = useState(0);
  const pending = create.isPending || update.isPending;

  const set = <K extends keyof CourseForm>(key: K, value: CourseForm[K]) => {
    if (key !== 'materials' && key !== 'pastQuestions') clearField(key);
    setForm((current) => ({ ...current, [key]: value }));
  };
  const onUploadBusy = (isBusy: boolean) =>
    setUploads((count) => Math.max(0, count + (isBusy ? 1 : -1)));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (uploads > 0) {
      setFormError('Wait for the PDF upload to finish, then save.');
      return;
    }
    const parsed = courseCreateSchema.safeParse(courseInput(form));
    if (!parsed.success) return show(byField(fieldErrorsFromZod(parsed.error, labels), fieldPath));
    clear();
    onBusyChange(true);
    const options = {
      onSuccess: (saved: Course) => {
        toast.success(course ? `Updated ${saved.id}` : `Created ${saved.id}`);
        onSaved();
      },
      onError: (error: Error) => {
        const split = splitSaveError(error, labels, { known, conflictField: 'id' });
        show(byField(split.fields, fieldPath), split.form);
      },
      onSettled: () => onBusyChange(false),
    };
    if (course) update.mutate({ id: course._id, values: parsed.data }, options);
    else create.mutate(parsed.data, options);
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label={course ? `Edit ${course.id}` : 'Add Course'}
      className="grid gap-5"
    >
      <div className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)_7rem]">
        <FormField label={labels.id} error={errors.id} description="e.g. PHY 101">
          <Input
            value={form.id}
            onChange={(e) => set('id', e.target.value)}
            autoCapitalize="characters"
          />
        </FormField>
        <FormField label={labels.title} error={errors.title}>
          <Input value={form.title} onChange={(e) => set('title', e.target.value)} />
        </FormField>
        <FormField label={labels.credits} error={errors.credits}>
          <Input
            value={form.credits}
            inputMode="numeric"
            onChange={(e) => set('credits', e.target.value)}
          />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={labels.category}
          error={errors.category}
          value={form.category}
          onChange={(value) => set('category', value)}
          options={categoryOptions}
        />
        <SelectField
          label={labels.level}
          error={errors.level}
          value={form.level}
          onChange={(value) => set('level', value)}
          options={levelOptions}
        />
      </div>
      <FormField label={labels.description} error={errors.description}>
        <Textarea
          rows={3}
          value={form.description}
          onChange={(e) => set('description', e.target.value)}
        />
      </FormField>
      <FormField
        label={labels.outline}
        optional
        error={errors.outline}
        description="One topic per line, in teaching order."
      >
        <Textarea rows={5} value={form.outline} onChange={(e) => set('outline', e.target.value)} />
      </FormField>
      <MaterialsEditor
        rows={form.materials}
        onChange={(rows) => set('materials', rows)}
        errors={errors}
        onBusyChange={onUploadBusy}
        disabled={pending}
        onEdited={clearField}
      />
      <PastQuestionsEditor
        rows={form.pastQuestions}
        onChange={(rows) => set('pastQuestions', rows)}
        errors={errors}
        onBusyChange={onUploadBusy}
        disabled={pending}
        onEdited={clearField}
      />
      <FormDialogFooter
        error={formError}
        submitLabel={course ? 'Update' : 'Create'}
        pending={pending}
        uploading={uploads > 0}
      />
    </form>
  );
}
