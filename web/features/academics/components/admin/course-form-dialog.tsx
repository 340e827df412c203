import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { courseCreateSchema, type Course } from '@contract/courses';
import { useCreateCourse } from '@/api/courses/create-course';
import { useUpdateCourse } from '@/api/courses/update-course';
import { FormDialog, type FormDialogBodyProps } from '@/components/admin/form-dialog';
import { FormDialogFooter } from '@/components/admin/form-dialog-footer';
import { SelectFormItem, TextFormItem } from '@/components/admin/form-items';
import { Form } from '@/components/ui/form';
import { contractResolver } from '@/lib/contract-resolver';
import { showServerErrors } from '@/lib/server-errors';
import {
  courseFormOf,
  courseInput,
  emptyCourseForm,
  type CourseForm,
  type CourseOutput,
} from './course-form-model';
import { MaterialsEditor } from './materials-editor';
import { PastQuestionsEditor } from './past-questions-editor';
import { categoryOptions, levelOptions } from './select-options';

const labels = {
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
const fieldOf = (path: string) => (path.startsWith('outline.') ? 'outline' : path);
const known = (path: string) =>
  path in labels ||
  /^(materials|pastQuestions)\.\d+\.(id|title|type|url|year|downloadable)$/.test(path);

const checkContract = contractResolver(courseCreateSchema, labels);

/**
 * The contract checks what the form sends (courseInput: the outline split into lines, the rows
 * without their React keys), whose paths are the form's own but for the outline's lines, whose
 * first message shows under the outline.
 */
const resolver: Resolver<CourseForm, unknown, CourseOutput> = async (values, context, options) => {
  const result = await checkContract(
    courseInput(values),
    context,
    options as unknown as Parameters<typeof checkContract>[2],
  );
  const errors = result.errors as Record<string, unknown>;
  const outline = errors.outline as Record<string, { message?: string }> | undefined;
  if (outline && typeof outline.message !== 'string') {
    const first = Object.values(outline).find((line) => typeof line?.message === 'string');
    errors.outline = { type: 'contract', message: first?.message };
  }
  return result as unknown as Awaited<ReturnType<Resolver<CourseForm, unknown, CourseOutput>>>;
};

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
  onDirtyChange,
}: FormDialogBodyProps & { course: Course | null }) {
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const form = useForm<CourseForm, unknown, CourseOutput>({
    resolver,
    defaultValues: course ? courseFormOf(course) : emptyCourseForm(),
  });
  const [uploads, setUploads] = useState(0);
  const pending = create.isPending || update.isPending;
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const onUploadBusy = (isBusy: boolean) =>
    setUploads((count) => Math.max(0, count + (isBusy ? 1 : -1)));

  function save(values: CourseOutput) {
    onBusyChange(true);
    const options = {
      onSuccess: (saved: Course) => {
        toast.success(course ? `Updated ${saved.id}` : `Created ${saved.id}`);
        onSaved();
      },
      onError: (error: Error) =>
        showServerErrors(form.setError, error, labels, { known, conflictField: 'id', fieldOf }),
      onSettled: () => onBusyChange(false),
    };
    if (course) update.mutate({ id: course._id, values }, options);
    else create.mutate(values, options);
  }

  return (
    <Form {...form}>
      <form
        noValidate
        onSubmit={(event) => {
          if (pending || uploads > 0) {
            event.preventDefault();
            if (uploads > 0)
              form.setError('root', { message: 'Wait for the PDF upload to finish, then save.' });
          } else void form.handleSubmit(save)(event);
        }}
        aria-label={course ? `Edit ${course.id}` : 'Add Course'}
        className="grid gap-5"
      >
        <div className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)_7rem]">
          <TextFormItem
            control={form.control}
            name="id"
            label={labels.id}
            hint="e.g. PHY 101"
            autoCapitalize="characters"
          />
          <TextFormItem control={form.control} name="title" label={labels.title} />
          <TextFormItem
            control={form.control}
            name="credits"
            label={labels.credits}
            inputMode="numeric"
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectFormItem
            control={form.control}
            name="category"
            label={labels.category}
            options={categoryOptions}
          />
          <SelectFormItem
            control={form.control}
            name="level"
            label={labels.level}
            options={levelOptions}
          />
        </div>
        <TextFormItem
          control={form.control}
          name="description"
          label={labels.description}
          rows={3}
        />
        <TextFormItem
          control={form.control}
          name="outline"
          label={labels.outline}
          optional
          hint="One topic per line, in teaching order."
          rows={5}
        />
        <MaterialsEditor control={form.control} onBusyChange={onUploadBusy} disabled={pending} />
        <PastQuestionsEditor
          control={form.control}
          onBusyChange={onUploadBusy}
          disabled={pending}
        />
        <FormDialogFooter
          submitLabel={course ? 'Update' : 'Create'}
          pending={pending}
          uploading={uploads > 0}
        />
      </form>
    </Form>
  );
}
