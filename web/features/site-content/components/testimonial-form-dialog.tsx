import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { testimonialCreateSchema, type Testimonial } from '@contract/testimonials';
import { useSaveTestimonial } from '@/api/site-content/save-testimonial';
import { FormDialog, type FormDialogBodyProps } from '@/components/admin/form-dialog';
import { FormDialogFooter } from '@/components/admin/form-dialog-footer';
import { TextFormItem } from '@/components/admin/form-items';
import { ImageField, imageChoiceSchema, noImageChoice } from '@/components/admin/image-field';
import { Form, FormField } from '@/components/ui/form';
import { contractResolver } from '@/lib/contract-resolver';
import { showServerErrors } from '@/lib/server-errors';

const labels = {
  name: 'Name',
  slug: 'Page address',
  batch: 'Year group',
  quote: 'Quote',
  fullTestimonial: 'Full testimonial',
  imageUrl: 'Photo',
  image: 'Photo',
};

/** The contract's rules, with the picked photo instead of the stored photo's URL. */
const schema = testimonialCreateSchema
  .omit({ imageUrl: true })
  .extend({ image: imageChoiceSchema });
type TestimonialFormValues = z.input<typeof schema>;

const emptyValues: TestimonialFormValues = {
  name: '',
  slug: '',
  batch: '',
  quote: '',
  fullTestimonial: '',
  image: noImageChoice,
};

/** The form filled from a testimonial: its paragraphs a blank line apart. */
const valuesOf = (testimonial: Testimonial): TestimonialFormValues => ({
  name: testimonial.name,
  slug: testimonial.slug,
  batch: testimonial.batch,
  quote: testimonial.quote,
  fullTestimonial: testimonial.fullTestimonial.join('\n\n'),
  image: noImageChoice,
});

const fieldOf = (path: string) => (path === 'imageUrl' ? 'image' : path);

type TestimonialFormDialogProps = {
  open: boolean;
  /** The testimonial being edited; null adds one. */
  testimonial: Testimonial | null;
  onOpenChange: (open: boolean) => void;
};

/** 'Add testimonial' / 'Edit testimonial': the form in a dialog that closes only after a save. */
export function TestimonialFormDialog({
  open,
  testimonial,
  onOpenChange,
}: TestimonialFormDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={testimonial ? 'Edit testimonial' : 'Add testimonial'}
      description={
        testimonial
          ? 'Change it and save: Home and its page show the new version at once.'
          : 'It goes at the end of Home’s carousel, with a page of its own.'
      }
      className="max-w-2xl"
    >
      {(dialog) => (
        <TestimonialForm key={testimonial?.id ?? 'new'} testimonial={testimonial} {...dialog} />
      )}
    </FormDialog>
  );
}

function TestimonialForm({
  testimonial,
  onBusyChange,
  onSaved,
  onDirtyChange,
}: FormDialogBodyProps & { testimonial: Testimonial | null }) {
  const save = useSaveTestimonial();
  const form = useForm({
    resolver: contractResolver(schema, labels),
    defaultValues: testimonial ? valuesOf(testimonial) : emptyValues,
  });
  const [compressing, setCompressing] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  function submit() {
    const { image, ...values } = form.getValues();
    setProgress(image.file ? 0 : null);
    onBusyChange(true);
    save.mutate(
      { id: testimonial?.id, values, photo: image, onProgress: setProgress },
      {
        onSuccess: (saved) => {
          toast.success(testimonial ? `Updated “${saved.name}”` : `Added “${saved.name}”`);
          onSaved();
        },
        onError: (error) => showServerErrors(form.setError, error, labels, { fieldOf }),
        onSettled: () => {
          setProgress(null);
          onBusyChange(false);
        },
      },
    );
  }

  return (
    <Form {...form}>
      <form
        noValidate
        onSubmit={(event) => {
          if (save.isPending || compressing) event.preventDefault();
          else void form.handleSubmit(submit)(event);
        }}
        aria-label={testimonial ? 'Edit testimonial' : 'Add testimonial'}
        className="grid gap-4"
      >
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextFormItem control={form.control} name="name" label={labels.name} />
          <TextFormItem
            control={form.control}
            name="batch"
            label={labels.batch}
            hint="For example Class of 2024, Pure Physics."
          />
        </div>
        <TextFormItem
          control={form.control}
          name="slug"
          label={labels.slug}
          optional
          hint="The end of /testimonials/…: lowercase words joined by hyphens. Left blank, it is made from the name."
        />
        <TextFormItem
          control={form.control}
          name="quote"
          label={labels.quote}
          rows={2}
          hint="The short quote Home's carousel shows."
        />
        <TextFormItem
          control={form.control}
          name="fullTestimonial"
          label={labels.fullTestimonial}
          rows={8}
          hint="Each line is a paragraph of its page."
        />
        <FormField
          control={form.control}
          name="image"
          render={({ field, fieldState }) => (
            <ImageField
              ref={field.ref}
              label="Photo"
              current={testimonial?.imageUrl}
              value={field.value}
              onChange={field.onChange}
              onBusyChange={setCompressing}
              progress={progress}
              error={fieldState.error?.message}
              disabled={save.isPending}
            />
          )}
        />
        <FormDialogFooter
          submitLabel={testimonial ? 'Update' : 'Add'}
          pending={save.isPending}
          compressing={compressing}
        />
      </form>
    </Form>
  );
}
