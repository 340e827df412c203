import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { executiveCreateSchema, type Executive } from '@contract/executives';
import { useSaveExecutive } from '@/api/site-content/save-executive';
import { FormDialog, type FormDialogBodyProps } from '@/components/admin/form-dialog';
import { FormDialogFooter } from '@/components/admin/form-dialog-footer';
import { TextFormItem } from '@/components/admin/form-items';
import { ImageField, imageChoiceSchema, noImageChoice } from '@/components/admin/image-field';
import { Form, FormField } from '@/components/ui/form';
import { contractResolver } from '@/lib/contract-resolver';
import { showServerErrors } from '@/lib/server-errors';

const labels = {
  name: 'Name',
  role: 'Role',
  intro: 'Introduction',
  bio: 'Biography',
  linkedinUrl: 'LinkedIn profile',
  achievements: 'Achievements',
  focusAreas: 'Focus areas',
  imageUrl: 'Photo',
  image: 'Photo',
};

/** The contract's rules, with the picked photo instead of the stored photo's URL. */
const schema = executiveCreateSchema.omit({ imageUrl: true }).extend({ image: imageChoiceSchema });
type ExecutiveFormValues = z.input<typeof schema>;

const emptyValues: ExecutiveFormValues = {
  name: '',
  role: '',
  intro: '',
  bio: '',
  linkedinUrl: '',
  achievements: '',
  focusAreas: '',
  image: noImageChoice,
};

/** The form filled from an executive: each list one item a line. */
const valuesOf = (executive: Executive): ExecutiveFormValues => ({
  name: executive.name,
  role: executive.role,
  intro: executive.intro,
  bio: executive.bio,
  linkedinUrl: executive.linkedinUrl ?? '',
  achievements: executive.achievements.join('\n'),
  focusAreas: executive.focusAreas.join('\n'),
  image: noImageChoice,
});

/** The stored photo's field is imageUrl; the form shows its message under the photo. */
const fieldOf = (path: string) => (path === 'imageUrl' ? 'image' : path);

type ExecutiveFormDialogProps = {
  open: boolean;
  /** The executive being edited; null adds one. */
  executive: Executive | null;
  onOpenChange: (open: boolean) => void;
};

/** 'Add executive' / 'Edit executive': the form in a dialog that closes only after a save succeeds. */
export function ExecutiveFormDialog({ open, executive, onOpenChange }: ExecutiveFormDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={executive ? 'Edit executive' : 'Add executive'}
      description={
        executive
          ? 'Change the details and save: About and Home show them at once.'
          : 'The new executive goes at the end of the council; move them up the list after.'
      }
      className="max-w-2xl"
    >
      {(dialog) => <ExecutiveForm key={executive?.id ?? 'new'} executive={executive} {...dialog} />}
    </FormDialog>
  );
}

function ExecutiveForm({
  executive,
  onBusyChange,
  onSaved,
  onDirtyChange,
}: FormDialogBodyProps & { executive: Executive | null }) {
  const save = useSaveExecutive();
  const form = useForm({
    resolver: contractResolver(schema, labels),
    defaultValues: executive ? valuesOf(executive) : emptyValues,
  });
  const [compressing, setCompressing] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  function submit() {
    // What was typed goes to the server (a blank link removes it); the server parses it again.
    const { image, ...values } = form.getValues();
    setProgress(image.file ? 0 : null);
    onBusyChange(true);
    save.mutate(
      { id: executive?.id, values, photo: image, onProgress: setProgress },
      {
        onSuccess: (saved) => {
          toast.success(executive ? `Updated “${saved.name}”` : `Added “${saved.name}”`);
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
        aria-label={executive ? 'Edit executive' : 'Add executive'}
        className="grid gap-4"
      >
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextFormItem control={form.control} name="name" label={labels.name} />
          <TextFormItem
            control={form.control}
            name="role"
            label={labels.role}
            hint="For example President or General Secretary."
          />
        </div>
        <TextFormItem
          control={form.control}
          name="intro"
          label={labels.intro}
          rows={2}
          hint="One or two sentences for the cards and Home's carousel."
        />
        <TextFormItem control={form.control} name="bio" label={labels.bio} rows={4} />
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextFormItem
            control={form.control}
            name="achievements"
            label={labels.achievements}
            optional
            rows={3}
            hint="One a line."
          />
          <TextFormItem
            control={form.control}
            name="focusAreas"
            label={labels.focusAreas}
            optional
            rows={3}
            hint="One a line; shown for the first executive, the President."
          />
        </div>
        <TextFormItem
          control={form.control}
          name="linkedinUrl"
          label={labels.linkedinUrl}
          optional
          type="url"
          inputMode="url"
          placeholder="https://"
        />
        <FormField
          control={form.control}
          name="image"
          render={({ field, fieldState }) => (
            <ImageField
              ref={field.ref}
              label="Photo"
              current={executive?.imageUrl}
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
          submitLabel={executive ? 'Update' : 'Add'}
          pending={save.isPending}
          compressing={compressing}
        />
      </form>
    </Form>
  );
}
