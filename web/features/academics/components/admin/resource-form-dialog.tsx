import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { resourceTypes, type ResourceType } from '@contract/constants';
import { learningResourceCreateSchema, type LearningResource } from '@contract/resources';
import { useCreateResource } from '@/api/resources/create-resource';
import { useUpdateResource } from '@/api/resources/update-resource';
import { FormDialog, type FormDialogBodyProps } from '@/components/admin/form-dialog';
import { FormDialogFooter } from '@/components/admin/form-dialog-footer';
import { SelectFormItem, TextFormItem } from '@/components/admin/form-items';
import { textOf } from '@/components/admin/form-rules';
import { SelectControl } from '@/components/admin/select-field';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { resourceTypeLabels } from '@/features/academics/labels';
import { contractResolver } from '@/lib/contract-resolver';
import { showServerErrors } from '@/lib/server-errors';
import { PdfUrlField } from './pdf-url-field';
import { categoryOptions, levelOptions } from './select-options';

const labels = {
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

type ResourceFormValues = z.input<typeof learningResourceCreateSchema>;

const emptyValues: ResourceFormValues = {
  title: '',
  description: '',
  type: 'pdf',
  category: 'pure-physics',
  // '' for every level.
  level: '',
  keywords: '',
  url: '',
  downloadable: true,
};

const valuesOf = (resource: LearningResource): ResourceFormValues => ({
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
  onDirtyChange,
}: FormDialogBodyProps & { resource: LearningResource | null }) {
  const create = useCreateResource();
  const update = useUpdateResource();
  const form = useForm({
    resolver: contractResolver(learningResourceCreateSchema, labels),
    defaultValues: resource ? valuesOf(resource) : emptyValues,
  });
  const [uploading, setUploading] = useState(false);
  const pending = create.isPending || update.isPending;
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const type = useWatch({ control: form.control, name: 'type' });

  function save(parsed: z.output<typeof learningResourceCreateSchema>) {
    onBusyChange(true);
    // A blank level clears it on update (the contract reads '' as none).
    const values = { ...parsed, level: textOf(form.getValues('level')) };
    const options = {
      onSuccess: (saved: LearningResource) => {
        toast.success(resource ? `Updated “${saved.title}”` : `Created “${saved.title}”`);
        onSaved();
      },
      onError: (error: Error) => showServerErrors(form.setError, error, labels),
      onSettled: () => onBusyChange(false),
    };
    if (resource) update.mutate({ id: resource._id, values }, options);
    else create.mutate(values, options);
  }

  return (
    <Form {...form}>
      <form
        noValidate
        onSubmit={(event) => {
          if (pending || uploading) event.preventDefault();
          else void form.handleSubmit(save)(event);
        }}
        aria-label={resource ? 'Edit Learning Resource' : 'Add Learning Resource'}
        className="grid gap-4"
      >
        <TextFormItem control={form.control} name="title" label={labels.title} />
        <TextFormItem
          control={form.control}
          name="description"
          label={labels.description}
          rows={3}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField
            control={form.control}
            name="type"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{labels.type}</FormLabel>
                <FormControl>
                  <SelectControl<ResourceType>
                    ref={field.ref}
                    value={field.value}
                    onChange={(value) => {
                      field.onChange(value);
                      form.setValue('downloadable', value === 'pdf', { shouldDirty: true });
                    }}
                    onBlur={field.onBlur}
                    options={typeOptions}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <SelectFormItem
            control={form.control}
            name="category"
            label={labels.category}
            options={categoryOptions}
          />
          <FormField
            control={form.control}
            name="level"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{labels.level}</FormLabel>
                <FormControl>
                  <SelectControl
                    ref={field.ref}
                    value={textOf(field.value) || ANY_LEVEL}
                    onChange={(value) => field.onChange(value === ANY_LEVEL ? '' : value)}
                    onBlur={field.onBlur}
                    options={resourceLevelOptions}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <FormField
          control={form.control}
          name="url"
          render={({ field, fieldState }) => (
            <PdfUrlField
              ref={field.ref}
              label={type === 'pdf' ? 'URL (or upload the PDF)' : labels.url}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              uploads={type === 'pdf'}
              onBusyChange={setUploading}
              disabled={pending}
              placeholder="https://…"
            />
          )}
        />
        <TextFormItem
          control={form.control}
          name="keywords"
          label={labels.keywords}
          optional
          hint="Separated by commas: what students would search for."
        />
        <FormField
          control={form.control}
          name="downloadable"
          render={({ field }) => (
            <label className="inline-flex items-center gap-2 text-sm text-foreground">
              <input
                ref={field.ref}
                type="checkbox"
                checked={field.value ?? false}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                className="size-4 accent-primary"
              />
              Students download it (otherwise it opens in a new tab)
            </label>
          )}
        />
        <FormDialogFooter
          submitLabel={resource ? 'Update' : 'Create'}
          pending={pending}
          uploading={uploading}
        />
      </form>
    </Form>
  );
}
