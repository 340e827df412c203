import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { newsCategories } from '@contract/constants';
import { newsCreateSchema, type NewsItem } from '@contract/news';
import { isPublicAt } from '@contract/publishing';
import { useCreateNewsItem } from '@/api/news/create-news-item';
import { useUpdateNewsItem } from '@/api/news/update-news-item';
import { FormDialog, type FormDialogBodyProps } from '@/components/admin/form-dialog';
import { FormDialogFooter } from '@/components/admin/form-dialog-footer';
import { filledIn } from '@/components/admin/form-rules';
import { MarkdownFormItem } from '@/components/admin/markdown-form-item';
import { ImageField, imageChoiceSchema, noImageChoice } from '@/components/admin/image-field';
import { SelectFormItem, TextFormItem } from '@/components/admin/form-items';
import { Form, FormField } from '@/components/ui/form';
import { contractResolver } from '@/lib/contract-resolver';
import { toDateOnly } from '@/lib/dates';
import { showServerErrors } from '@/lib/server-errors';
import { newsCategoryLabels } from '../labels';
import {
  checkSchedule,
  PublishingFields,
  publishingFormFields,
  publishingLabels,
  publishingOf,
  publishingValues,
} from './publishing';

const categoryOptions = newsCategories.map((category) => ({
  value: category,
  label: newsCategoryLabels[category],
}));

const labels = {
  name: 'Author name',
  title: 'Title',
  summary: 'Summary',
  body: 'Article body',
  date: 'Date',
  category: 'Category',
  image: 'Image',
  ...publishingLabels,
};

/**
 * The contract's rules; the image is the picked file (sent as a file, not the stored URL), and the
 * status and publish time are the publishing choice (./publishing.tsx).
 */
const schema = newsCreateSchema
  .omit({ status: true, publishAt: true })
  .extend({
    date: filledIn(newsCreateSchema.shape.date),
    image: imageChoiceSchema,
    ...publishingFormFields,
  })
  .superRefine(checkSchedule);
type NewsFormValues = z.input<typeof schema>;

/** An empty form (spec §3: category defaults to general). */
const emptyValues: NewsFormValues = {
  name: '',
  title: '',
  summary: '',
  body: '',
  date: '',
  category: 'general',
  image: noImageChoice,
  ...publishingOf(null),
};

/** The form filled from an item; the date is cut at the 'T' for the date input (spec §4). */
const valuesOf = (item: NewsItem): NewsFormValues => ({
  name: item.name,
  title: item.title,
  summary: item.summary,
  body: item.body ?? '',
  date: toDateOnly(item.date),
  category: item.category,
  image: noImageChoice,
  ...publishingOf(item),
});

type NewsFormDialogProps = {
  open: boolean;
  /** The item being edited; null adds a new one. */
  item: NewsItem | null;
  onOpenChange: (open: boolean) => void;
};

/** 'Add New News' / 'Edit News': the news form in a dialog that closes only after a save succeeds. */
export function NewsFormDialog({ open, item, onOpenChange }: NewsFormDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={item ? 'Edit News' : 'Add New News'}
      description={
        item
          ? 'Change the item and save: the site shows the new version at once.'
          : 'It appears first on the news and events page once created.'
      }
      className="max-w-2xl"
    >
      {(dialog) => <NewsForm key={item?._id ?? 'new'} item={item} {...dialog} />}
    </FormDialog>
  );
}

function NewsForm({
  item,
  onBusyChange,
  onSaved,
  onDirtyChange,
}: FormDialogBodyProps & { item: NewsItem | null }) {
  const create = useCreateNewsItem();
  const update = useUpdateNewsItem();
  const form = useForm({
    resolver: contractResolver(schema, labels),
    defaultValues: item ? valuesOf(item) : emptyValues,
  });
  const [compressing, setCompressing] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const pending = create.isPending || update.isPending;
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  function save() {
    // What was typed goes to the server (a blank body clears it); the server parses it again.
    const { image, publishing, publishAt, ...fields } = form.getValues();
    const values = { ...fields, ...publishingValues({ publishing, publishAt }) };
    setProgress(image.file ? 0 : null);
    onBusyChange(true);
    const options = {
      onSuccess: (saved: NewsItem) => {
        toast.success(item ? `Updated “${saved.title}”` : `Created “${saved.title}”`);
        onSaved();
      },
      onError: (error: Error) => showServerErrors(form.setError, error, labels),
      onSettled: () => {
        setProgress(null);
        onBusyChange(false);
      },
    };
    if (item) update.mutate({ id: item._id, values, image, onProgress: setProgress }, options);
    else create.mutate({ values, image: image.file, onProgress: setProgress }, options);
  }

  return (
    <Form {...form}>
      <form
        noValidate
        onSubmit={(event) => {
          if (pending || compressing) event.preventDefault();
          else void form.handleSubmit(save)(event);
        }}
        aria-label={item ? 'Edit News' : 'Add New News'}
        className="grid gap-4"
      >
        <TextFormItem control={form.control} name="title" label={labels.title} />
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextFormItem
            control={form.control}
            name="name"
            label={labels.name}
            autoComplete="name"
          />
          <TextFormItem control={form.control} name="date" label={labels.date} type="date" />
        </div>
        <PublishingFields
          control={form.control}
          live={item !== null && isPublicAt(item, new Date())}
        />
        <SelectFormItem
          control={form.control}
          name="category"
          label={labels.category}
          options={categoryOptions}
        />
        <TextFormItem
          control={form.control}
          name="summary"
          label={labels.summary}
          rows={3}
          hint="Shown on the news cards."
        />
        <MarkdownFormItem
          control={form.control}
          name="body"
          label={labels.body}
          rows={10}
          optional
          hint="The full article on its own page."
        />
        <FormField
          control={form.control}
          name="image"
          render={({ field, fieldState }) => (
            <ImageField
              ref={field.ref}
              current={item?.image}
              value={field.value}
              onChange={field.onChange}
              onBusyChange={setCompressing}
              progress={progress}
              error={fieldState.error?.message}
              disabled={pending}
            />
          )}
        />
        <FormDialogFooter
          submitLabel={item ? 'Update' : 'Create'}
          pending={pending}
          compressing={compressing}
        />
      </form>
    </Form>
  );
}
