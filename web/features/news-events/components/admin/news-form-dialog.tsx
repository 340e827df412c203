import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { newsCategories } from '@contract/constants';
import { newsCreateSchema, type NewsItem } from '@contract/news';
import { useCreateNewsItem } from '@/api/news/create-news-item';
import type { NewsFields } from '@/api/news/news-form-data';
import { useUpdateNewsItem } from '@/api/news/update-news-item';
import { FormDialog, type FormDialogBodyProps } from '@/components/admin/form-dialog';
import { FormDialogFooter } from '@/components/admin/form-dialog-footer';
import { ImageField, noImageChoice, type ImageChoice } from '@/components/admin/image-field';
import { SelectField } from '@/components/admin/select-field';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { toDateOnly } from '@/lib/dates';
import { fieldErrorsFromZod, splitSaveError, type FieldErrors } from '@/lib/form-errors';
import { useFormErrors } from '@/lib/use-form-errors';
import { newsCategoryLabels } from '../labels';

type Field = keyof NewsFields | 'image';

const categoryOptions = newsCategories.map((category) => ({
  value: category,
  label: newsCategoryLabels[category],
}));

const labels: Record<Field, string> = {
  name: 'Author name',
  title: 'Title',
  summary: 'Summary',
  body: 'Article body',
  date: 'Date',
  category: 'Category',
  image: 'Image',
};

/** An empty form (spec §3: category defaults to general). */
const emptyFields: NewsFields = {
  name: '',
  title: '',
  summary: '',
  body: '',
  date: '',
  category: 'general',
};

/** The form filled from an item; the date is cut at the 'T' for the date input (spec §4). */
const fieldsOf = (item: NewsItem): NewsFields => ({
  name: item.name,
  title: item.title,
  summary: item.summary,
  body: item.body ?? '',
  date: toDateOnly(item.date),
  category: item.category,
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
}: FormDialogBodyProps & { item: NewsItem | null }) {
  const create = useCreateNewsItem();
  const update = useUpdateNewsItem();
  const [fields, setFields] = useState<NewsFields>(item ? fieldsOf(item) : emptyFields);
  const [image, setImage] = useState<ImageChoice>(noImageChoice);
  const [compressing, setCompressing] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const { formRef, errors, formError, show, clear } = useFormErrors();
  const pending = create.isPending || update.isPending;

  const set = <K extends keyof NewsFields>(key: K, value: NewsFields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || compressing) return;
    const parsed = newsCreateSchema.safeParse(fields);
    const found: FieldErrors = parsed.success ? {} : fieldErrorsFromZod(parsed.error, labels);
    // A blank date reads better as missing than as 'not a real date'.
    if (!fields.date.trim()) found.date = 'Date is required';
    if (Object.keys(found).length > 0) return show(found);
    clear();
    setProgress(image.file ? 0 : null);
    onBusyChange(true);
    const options = {
      onSuccess: (saved: NewsItem) => {
        toast.success(item ? `Updated “${saved.title}”` : `Created “${saved.title}”`);
        onSaved();
      },
      onError: (error: Error) => {
        const split = splitSaveError(error, labels);
        show(split.fields, split.form);
      },
      onSettled: () => {
        setProgress(null);
        onBusyChange(false);
      },
    };
    const change = { file: image.file, remove: image.remove };
    if (item)
      update.mutate({ id: item._id, fields, image: change, onProgress: setProgress }, options);
    else create.mutate({ fields, image: change, onProgress: setProgress }, options);
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label={item ? 'Edit News' : 'Add New News'}
      className="grid gap-4"
    >
      <FormField label={labels.title} error={errors.title}>
        <Input value={fields.title} onChange={(e) => set('title', e.target.value)} />
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label={labels.name} error={errors.name}>
          <Input
            value={fields.name}
            onChange={(e) => set('name', e.target.value)}
            autoComplete="name"
          />
        </FormField>
        <FormField label={labels.date} error={errors.date}>
          <Input type="date" value={fields.date} onChange={(e) => set('date', e.target.value)} />
        </FormField>
      </div>
      <SelectField
        label={labels.category}
        error={errors.category}
        value={fields.category}
        onChange={(value) => set('category', value)}
        options={categoryOptions}
      />
      <FormField
        label={labels.summary}
        error={errors.summary}
        description="Shown on the news cards."
      >
        <Textarea
          rows={3}
          value={fields.summary}
          onChange={(e) => set('summary', e.target.value)}
        />
      </FormField>
      <FormField
        label={labels.body}
        optional
        error={errors.body}
        description="The full article on its own page. Leave a blank line between paragraphs."
      >
        <Textarea rows={6} value={fields.body} onChange={(e) => set('body', e.target.value)} />
      </FormField>
      <ImageField
        current={item?.image}
        value={image}
        onChange={setImage}
        onBusyChange={setCompressing}
        progress={progress}
        error={errors.image}
        disabled={pending}
      />
      <FormDialogFooter
        error={formError}
        submitLabel={item ? 'Update' : 'Create'}
        pending={pending}
        compressing={compressing}
      />
    </form>
  );
}
