import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { resourceTypes, type CategoryId, type Level, type ResourceType } from '@contract/constants';
import { learningResourceCreateSchema, type LearningResource } from '@contract/resources';
import { useCreateResource } from '@/api/resources/create-resource';
import { useUpdateResource } from '@/api/resources/update-resource';
import { FormDialog, type FormDialogBodyProps } from '@/components/admin/form-dialog';
import { FormDialogFooter } from '@/components/admin/form-dialog-footer';
import { SelectField } from '@/components/admin/select-field';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { resourceTypeLabels } from '@/features/academics/labels';
import { fieldErrorsFromZod, splitSaveError } from '@/lib/form-errors';
import { useFormErrors } from '@/lib/use-form-errors';
import { PdfUrlField } from './pdf-url-field';
import { categoryOptions, levelOptions } from './select-options';

interface ResourceFields {
  title: string;
  description: string;
  type: ResourceType;
  category: CategoryId;
  /** '' for every level. */
  level: Level | '';
  keywords: string;
  url: string;
  downloadable: boolean;
}

const labels: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  type: 'Type',
  category: 'Category',
  level: 'Level',
  keywords: 'Keywords',
  url: 'URL',
  downloadable: 'Downloadable',
  thumbnail: 'Thumbnail',
};

/** The level select's 'every level' option (a select item may not have an empty value). */
const ANY_LEVEL = 'any';
const resourceLevelOptions = [{ value: ANY_LEVEL, label: 'Every level' } as const, ...levelOptions];

const typeOptions = resourceTypes.map((type) => ({ value: type, label: resourceTypeLabels[type] }));

const emptyFields: ResourceFields = {
  title: '',
  description: '',
  type: 'pdf',
  category: 'pure-physics',
  level: '',
  keywords: '',
  url: '',
  downloadable: true,
};

const fieldsOf = (resource: LearningResource): ResourceFields => ({
  title: resource.title,
  description: resource.description,
  type: resource.type,
  category: resource.category,
  level: resource.level ?? '',
  keywords: resource.keywords.join(', '),
  url: resource.url,
  downloadable: resource.downloadable,
});

type ResourceFormDialogProps = {
  open: boolean;
  resource: LearningResource | null;
  onOpenChange: (open: boolean) => void;
};

/** 'Add Learning Resource' / 'Edit Learning Resource'. */
export function ResourceFormDialog({ open, resource, onOpenChange }: ResourceFormDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={resource ? 'Edit Learning Resource' : 'Add Learning Resource'}
      description={
        'A link students open, or a file they download (upload a PDF or give its address).'
      }
      className="max-w-2xl"
    >
      {(dialog) => (
        <ResourceFormBody key={resource?._id ?? 'new'} resource={resource} {...dialog} />
      )}
    </FormDialog>
  );
}

function ResourceFormBody({
  resource,
  onBusyChange,
  onSaved,
}: FormDialogBodyProps & { resource: LearningResource | null }) {
  const create = useCreateResource();
  const update = useUpdateResource();
  const [fields, setFields] = useState<ResourceFields>(resource ? fieldsOf(resource) : emptyFields);
  const { formRef, errors, formError, show, clear, clearField } = useFormErrors();
  const [uploading, setUploading] = useState(false);
  const pending = create.isPending || update.isPending;
  const set = <K extends keyof ResourceFields>(key: K, value: ResourceFields[K]) => {
    clearField(key);
    setFields((current) => ({ ...current, [key]: value }));
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || uploading) return;
    const parsed = learningResourceCreateSchema.safeParse(fields);
    if (!parsed.success) return show(fieldErrorsFromZod(parsed.error, labels));
    clear();
    onBusyChange(true);
    // A blank level clears it on update (the contract reads '' as none).
    const values = { ...parsed.data, level: fields.level };
    const options = {
      onSuccess: (saved: LearningResource) => {
        toast.success(resource ? `Updated “${saved.title}”` : `Created “${saved.title}”`);
        onSaved();
      },
      onError: (error: Error) => {
        const split = splitSaveError(error, labels);
        show(split.fields, split.form);
      },
      onSettled: () => onBusyChange(false),
    };
    if (resource) update.mutate({ id: resource._id, values }, options);
    else create.mutate(values, options);
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label={resource ? 'Edit Learning Resource' : 'Add Learning Resource'}
      className="grid gap-4"
    >
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
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={labels.type}
          error={errors.type}
          value={fields.type}
          onChange={(value) => {
            set('type', value);
            set('downloadable', value === 'pdf');
          }}
          options={typeOptions}
        />
        <SelectField
          label={labels.category}
          error={errors.category}
          value={fields.category}
          onChange={(value) => set('category', value)}
          options={categoryOptions}
        />
        <SelectField
          label={labels.level}
          error={errors.level}
          value={fields.level || ANY_LEVEL}
          onChange={(value) => set('level', value === ANY_LEVEL ? '' : value)}
          options={resourceLevelOptions}
        />
      </div>
      <PdfUrlField
        label={fields.type === 'pdf' ? 'URL (or upload the PDF)' : (labels.url ?? 'URL')}
        value={fields.url}
        onChange={(url) => set('url', url)}
        error={errors.url}
        uploads={fields.type === 'pdf'}
        onBusyChange={setUploading}
        disabled={pending}
        placeholder="https://…"
      />
      <FormField
        label={labels.keywords}
        optional
        error={errors.keywords}
        description="Separated by commas: what students would search for."
      >
        <Input value={fields.keywords} onChange={(e) => set('keywords', e.target.value)} />
      </FormField>
      <label className="inline-flex items-center gap-2 text-sm text-foreground">
        <input
          type="checkbox"
          checked={fields.downloadable}
          onChange={(e) => set('downloadable', e.target.checked)}
          className="size-4 accent-primary"
        />
        Students download it (otherwise it opens in a new tab)
      </label>
      <FormDialogFooter
        error={formError}
        submitLabel={resource ? 'Update' : 'Create'}
        pending={pending}
        uploading={uploading}
      />
    </form>
  );
}
