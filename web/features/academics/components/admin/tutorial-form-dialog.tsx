import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { tutorialCreateSchema, type Tutorial } from '@contract/tutorials';
import { useCreateTutorial } from '@/api/tutorials/create-tutorial';
import type { TutorialFields } from '@/api/tutorials/tutorial-form-data';
import { useUpdateTutorial } from '@/api/tutorials/update-tutorial';
import { FormDialog, type FormDialogBodyProps } from '@/components/admin/form-dialog';
import { FormDialogFooter } from '@/components/admin/form-dialog-footer';
import { ImageField, noImageChoice, type ImageChoice } from '@/components/admin/image-field';
import { SelectField } from '@/components/admin/select-field';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { UploadProgress } from '@/components/ui/upload-progress';
import { toDateOnly } from '@/lib/dates';
import { byField, fieldErrorsFromZod, splitSaveError, type FieldErrors } from '@/lib/form-errors';
import { useFormErrors } from '@/lib/use-form-errors';
import { noPdfChoice, PdfFileField, type PdfChoice } from './pdf-file-field';
import { categoryOptions, levelOptions } from './select-options';

const labels: Record<string, string> = {
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
  views: 'Views',
};
const typeOptions = [
  { value: 'video', label: 'Video' },
  { value: 'notes', label: 'Notes (PDF)' },
] as const;

/** The server names the notes by their file field or their URL field; both show under the PDF. */
const fieldPath = (path: string) => (path === 'pdfUrl' ? 'pdf' : (path.split('.')[0] ?? path));

const emptyFields: TutorialFields = {
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
};

const fieldsOf = (tutorial: Tutorial): TutorialFields => ({
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
});

/** Stands for a PDF about to be uploaded, so the contract can check the form before the upload. */
const pendingPdfUrl = `/media/d/${'0'.repeat(64)}.pdf`;

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
}: FormDialogBodyProps & { tutorial: Tutorial | null }) {
  const create = useCreateTutorial();
  const update = useUpdateTutorial();
  const [fields, setFields] = useState<TutorialFields>(tutorial ? fieldsOf(tutorial) : emptyFields);
  const [thumbnail, setThumbnail] = useState<ImageChoice>(noImageChoice);
  const [pdf, setPdf] = useState<PdfChoice>(noPdfChoice);
  const [compressing, setCompressing] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const { formRef, errors, formError, show, clear, clearField } = useFormErrors();
  const pending = create.isPending || update.isPending;
  const set = <K extends keyof TutorialFields>(key: K, value: TutorialFields[K]) => {
    // The type decides whether the notes are needed, so their message goes with it.
    if (key === 'type') clearField(key, 'pdf');
    else clearField(key);
    setFields((current) => ({ ...current, [key]: value }));
  };

  function validate(): FieldErrors {
    const pdfUrl = pdf.file ? pendingPdfUrl : pdf.remove ? undefined : tutorial?.pdfUrl;
    const parsed = tutorialCreateSchema.safeParse({
      ...fields,
      videoUrl: fields.type === 'video' ? fields.videoUrl : undefined,
      pdfUrl,
    });
    const found: FieldErrors = parsed.success
      ? {}
      : byField(fieldErrorsFromZod(parsed.error, labels), fieldPath);
    if (pdf.file && pdf.file.type !== 'application/pdf' && !/\.pdf$/i.test(pdf.file.name))
      found.pdf = 'PDF notes must be a PDF file';
    return found;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || compressing) return;
    const found = validate();
    if (Object.keys(found).length > 0) return show(found);
    clear();
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
      onError: (error: Error) => {
        const split = splitSaveError(error, labels, {
          known: (path) => fieldPath(path) in labels,
        });
        show(byField(split.fields, fieldPath), split.form);
      },
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
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label={tutorial ? 'Edit Tutorial' : 'Add Tutorial'}
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={labels.type}
          error={errors.type}
          value={fields.type}
          onChange={(value) => set('type', value)}
          options={typeOptions}
          disabled={pending}
        />
        <SelectField
          label={labels.category}
          error={errors.category}
          value={fields.category}
          onChange={(value) => set('category', value)}
          options={categoryOptions}
          disabled={pending}
        />
        <SelectField
          label={labels.level}
          error={errors.level}
          value={fields.level}
          onChange={(value) => set('level', value)}
          options={levelOptions}
          disabled={pending}
        />
      </div>
      <FormField label={labels.title} error={errors.title}>
        <Input value={fields.title} onChange={(e) => set('title', e.target.value)} />
      </FormField>
      <FormField label={labels.description} error={errors.description}>
        <Textarea
          rows={3}
          value={fields.description}
          onChange={(e) => set('description', e.target.value)}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_9rem_11rem]">
        <FormField label={labels.lecturer} error={errors.lecturer}>
          <Input value={fields.lecturer} onChange={(e) => set('lecturer', e.target.value)} />
        </FormField>
        <FormField
          label={labels.duration}
          optional
          error={errors.duration}
          description="e.g. 42:10"
        >
          <Input value={fields.duration} onChange={(e) => set('duration', e.target.value)} />
        </FormField>
        <FormField
          label={labels.uploadDate}
          optional
          error={errors.uploadDate}
          description="Today when blank"
        >
          <Input
            type="date"
            value={fields.uploadDate}
            onChange={(e) => set('uploadDate', e.target.value)}
          />
        </FormField>
      </div>
      {fields.type === 'video' && (
        <FormField
          label={labels.videoUrl}
          error={errors.videoUrl}
          description="A YouTube or Vimeo link, or the address of a video file such as an MP4."
        >
          <Input
            type="url"
            inputMode="url"
            placeholder="https://www.youtube.com/watch?v=…"
            value={fields.videoUrl}
            onChange={(e) => set('videoUrl', e.target.value)}
          />
        </FormField>
      )}
      <FormField
        label={labels.keywords}
        optional
        error={errors.keywords}
        description="Separated by commas, e.g. mechanics, PHY 101."
      >
        <Input value={fields.keywords} onChange={(e) => set('keywords', e.target.value)} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <PdfFileField
          label={labels.pdf ?? 'PDF notes'}
          current={tutorial?.pdfUrl}
          value={pdf}
          onChange={(choice) => {
            setPdf(choice);
            clearField('pdf');
          }}
          optional
          error={errors.pdf}
          disabled={pending}
        />
        <ImageField
          label="Thumbnail"
          size="sm"
          current={tutorial?.thumbnail}
          value={thumbnail}
          onChange={setThumbnail}
          onBusyChange={setCompressing}
          error={errors.thumbnail}
          disabled={pending}
        />
      </div>
      <UploadProgress value={progress} label="Uploading tutorial" />
      <FormDialogFooter
        error={formError}
        submitLabel={tutorial ? 'Update' : 'Create'}
        pending={pending}
        compressing={compressing}
      />
    </form>
  );
}
