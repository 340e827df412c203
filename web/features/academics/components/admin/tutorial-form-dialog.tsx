import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { tutorialCreateSchema, type Tutorial } from '@contract/tutorials';
import { useCreateTutorial } from '@/api/tutorials/create-tutorial';
import { useUpdateTutorial } from '@/api/tutorials/update-tutorial';
import { FormDialog, type FormDialogBodyProps } from '@/components/admin/form-dialog';
import { FormDialogFooter } from '@/components/admin/form-dialog-footer';
import { SelectFormItem, TextFormItem } from '@/components/admin/form-items';
import { textOf } from '@/components/admin/form-rules';
import { ImageField, imageChoiceSchema, noImageChoice } from '@/components/admin/image-field';
import { Form, FormField } from '@/components/ui/form';
import { UploadProgress } from '@/components/ui/upload-progress';
import type { TutorialFields } from '@/api/tutorials/tutorial-values';
import { contractResolver } from '@/lib/contract-resolver';
import { toDateOnly } from '@/lib/dates';
import { showServerErrors } from '@/lib/server-errors';
import { noPdfChoice, PdfFileField, pdfChoiceSchema } from './pdf-file-field';
import { categoryOptions, levelOptions } from './select-options';

const labels = {
  type: 'Type',
  title: 'Title',
  description: 'Description',
  category: 'Category',
  level: 'Level',
  lecturer: 'Lecturer',
  duration: 'Duration',
  videoUrl: 'Video URL',
  keywords: 'Keywords',
  uploadDate: 'Upload date',
  pdfUrl: 'PDF notes',
  pdf: 'PDF notes',
  thumbnail: 'Thumbnail',
  thumbnailFile: 'Thumbnail',
  views: 'Views',
};
const typeOptions = [
  { value: 'video', label: 'Video' },
  { value: 'notes', label: 'Notes (PDF)' },
] as const;

/**
 * The contract's rules, with the picked files: the thumbnail's stored URL keeps its own name in
 * the contract, so the picked image is `thumbnailFile`.
 */
const schema = tutorialCreateSchema.safeExtend({
  thumbnailFile: imageChoiceSchema,
  pdf: pdfChoiceSchema,
});
type TutorialFormValues = z.input<typeof schema>;

/** The server names the notes and the thumbnail by their URL fields; 'keywords.2' shows under Keywords. */
const fieldOf = (path: string) =>
  path === 'pdfUrl' ? 'pdf' : path === 'thumbnail' ? 'thumbnailFile' : (path.split('.')[0] ?? path);

const checkContract = contractResolver(schema, labels);
/** A notes tutorial has no video: what is left in the hidden video field is neither checked nor sent. */
const resolver: typeof checkContract = (values, context, options) =>
  checkContract(values.type === 'notes' ? { ...values, videoUrl: '' } : values, context, options);

const emptyValues: TutorialFormValues = {
  type: 'video',
  title: '',
  description: '',
  category: 'pure-physics',
  level: '100L',
  lecturer: '',
  duration: '',
  videoUrl: '',
  keywords: '',
  uploadDate: '',
  thumbnailFile: noImageChoice,
  pdf: noPdfChoice,
};

const valuesOf = (tutorial: Tutorial): TutorialFormValues => ({
  type: tutorial.type,
  title: tutorial.title,
  description: tutorial.description,
  category: tutorial.category,
  level: tutorial.level,
  lecturer: tutorial.lecturer,
  duration: tutorial.duration ?? '',
  videoUrl: tutorial.videoUrl ?? '',
  keywords: tutorial.keywords.join(', '),
  uploadDate: toDateOnly(tutorial.uploadDate),
  thumbnailFile: noImageChoice,
  pdf: noPdfChoice,
});

type TutorialFormDialogProps = {
  open: boolean;
  tutorial: Tutorial | null;
  onOpenChange: (open: boolean) => void;
};

/** 'Add Tutorial' / 'Edit Tutorial': sent as multipart with the thumbnail and the notes PDF. */
export function TutorialFormDialog({ open, tutorial, onOpenChange }: TutorialFormDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={tutorial ? 'Edit Tutorial' : 'Add Tutorial'}
      description="A video tutorial needs its video link; a notes tutorial may carry its PDF."
      className="max-w-2xl"
    >
      {(dialog) => (
        <TutorialFormBody key={tutorial?._id ?? 'new'} tutorial={tutorial} {...dialog} />
      )}
    </FormDialog>
  );
}

function TutorialFormBody({
  tutorial,
  onBusyChange,
  onSaved,
  onDirtyChange,
}: FormDialogBodyProps & { tutorial: Tutorial | null }) {
  const create = useCreateTutorial();
  const update = useUpdateTutorial();
  const form = useForm({
    resolver,
    defaultValues: tutorial ? valuesOf(tutorial) : emptyValues,
  });
  const [compressing, setCompressing] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const pending = create.isPending || update.isPending;
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const type = useWatch({ control: form.control, name: 'type' });

  function save() {
    const { thumbnailFile: thumbnail, pdf, ...values } = form.getValues();
    // What was typed goes to the server, which parses it again (the contract types its optional
    // fields' input as unknown: they read any blank as absent).
    const fields: TutorialFields = {
      ...values,
      duration: textOf(values.duration),
      videoUrl: textOf(values.videoUrl),
      keywords: textOf(values.keywords),
      uploadDate: textOf(values.uploadDate),
    };
    onBusyChange(true);
    setProgress(thumbnail.file || pdf.file ? 0 : null);
    const files = {
      thumbnail: thumbnail.file,
      pdf: pdf.file,
      removeThumbnail: thumbnail.remove,
      removePdf: pdf.remove,
    };
    const options = {
      onSuccess: (saved: Tutorial) => {
        toast.success(tutorial ? `Updated “${saved.title}”` : `Created “${saved.title}”`);
        onSaved();
      },
      onError: (error: Error) =>
        showServerErrors(form.setError, error, labels, {
          known: (path) => fieldOf(path) in labels,
          fieldOf,
        }),
      onSettled: () => {
        setProgress(null);
        onBusyChange(false);
      },
    };
    if (tutorial)
      update.mutate({ id: tutorial._id, fields, files, onProgress: setProgress }, options);
    else create.mutate({ fields, files, onProgress: setProgress }, options);
  }

  return (
    <Form {...form}>
      <form
        noValidate
        onSubmit={(event) => {
          if (pending || compressing) event.preventDefault();
          else void form.handleSubmit(save)(event);
        }}
        aria-label={tutorial ? 'Edit Tutorial' : 'Add Tutorial'}
        className="grid gap-4"
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectFormItem
            control={form.control}
            name="type"
            label={labels.type}
            options={typeOptions}
            disabled={pending}
          />
          <SelectFormItem
            control={form.control}
            name="category"
            label={labels.category}
            options={categoryOptions}
            disabled={pending}
          />
          <SelectFormItem
            control={form.control}
            name="level"
            label={labels.level}
            options={levelOptions}
            disabled={pending}
          />
        </div>
        <TextFormItem control={form.control} name="title" label={labels.title} />
        <TextFormItem
          control={form.control}
          name="description"
          label={labels.description}
          rows={3}
        />
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_9rem_11rem]">
          <TextFormItem control={form.control} name="lecturer" label={labels.lecturer} />
          <TextFormItem
            control={form.control}
            name="duration"
            label={labels.duration}
            optional
            hint="e.g. 42:10"
          />
          <TextFormItem
            control={form.control}
            name="uploadDate"
            label={labels.uploadDate}
            optional
            hint="Today when blank"
            type="date"
          />
        </div>
        {type === 'video' && (
          <TextFormItem
            control={form.control}
            name="videoUrl"
            label={labels.videoUrl}
            hint="A YouTube or Vimeo link, or the address of a video file such as an MP4."
            type="url"
            inputMode="url"
            placeholder="https://www.youtube.com/watch?v=…"
          />
        )}
        <TextFormItem
          control={form.control}
          name="keywords"
          label={labels.keywords}
          optional
          hint="Separated by commas, e.g. mechanics, PHY 101."
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="pdf"
            render={({ field, fieldState }) => (
              <PdfFileField
                ref={field.ref}
                label={labels.pdf}
                current={tutorial?.pdfUrl}
                value={field.value}
                onChange={field.onChange}
                optional
                error={fieldState.error?.message}
                disabled={pending}
              />
            )}
          />
          <FormField
            control={form.control}
            name="thumbnailFile"
            render={({ field, fieldState }) => (
              <ImageField
                ref={field.ref}
                label="Thumbnail"
                size="sm"
                current={tutorial?.thumbnail}
                value={field.value}
                onChange={field.onChange}
                onBusyChange={setCompressing}
                error={fieldState.error?.message}
                disabled={pending}
              />
            )}
          />
        </div>
        <UploadProgress value={progress} label="Uploading tutorial" />
        <FormDialogFooter
          submitLabel={tutorial ? 'Update' : 'Create'}
          pending={pending}
          compressing={compressing}
        />
      </form>
    </Form>
  );
}
