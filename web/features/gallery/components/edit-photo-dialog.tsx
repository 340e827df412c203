import { useForm, useWatch, type Resolver } from 'react-hook-form';
import type { PhotoCategory } from '@contract/constants';
import { photoUpdateSchema, type Photo } from '@contract/photos';
import { photoAltText, UNTITLED_PHOTO } from '@contract/photo-names';
import { useDirtyCheck } from '@/components/admin/use-unsaved-changes';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input, Textarea } from '@/components/ui/input';
import { contractResolver } from '@/lib/contract-resolver';
import { CategorySelect } from './category-select';
import { photoLabelRule, photoLabels } from './photo-form-rules';

/** The contract's update rules; the label is required here, as the spec's form has it. */
const resolver = contractResolver(photoUpdateSchema.extend({ label: photoLabelRule }), photoLabels);

/** What the form holds; a failed update hands it back so staff can try again without retyping. */
export interface PhotoDraft {
  name: string;
  label: string;
  category: PhotoCategory;
  alt: string;
}

export const draftOf = (photo: Photo): PhotoDraft => ({
  name: photo.name ?? '',
  label: photo.label,
  category: photo.category,
  alt: photo.alt ?? '',
});

type EditPhotoDialogProps = {
  /** The photo being edited, with the values to start from; null closes the dialog. */
  editing: { photo: Photo; draft: PhotoDraft } | null;
  onClose: () => void;
  /** Update was pressed with a valid draft (the dialog closes straight after). */
  onUpdate: (photo: Photo, draft: PhotoDraft) => void;
};

/**
 * 'Edit Photo': name, label, category and alt text, with Update and Cancel. As the spec says, the
 * dialog closes after either; the page sends the update and reports how it went.
 */
export function EditPhotoDialog({ editing, onClose, onUpdate }: EditPhotoDialogProps) {
  // Cancel, ×, Escape and the backdrop ask first when something was changed.
  const { track, confirmDiscard, dialog: discardDialog } = useDirtyCheck();
  return (
    <>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && confirmDiscard(onClose)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Edit Photo</DialogTitle>
            <DialogDescription>
              Changes show in the public gallery as soon as they are saved.
            </DialogDescription>
          </DialogHeader>
          {editing && (
            <div ref={track} key={editing.photo._id} className="contents">
              <EditPhotoForm
                initial={editing.draft}
                onUpdate={(draft) => {
                  onUpdate(editing.photo, draft);
                  onClose();
                }}
              />
            </div>
          )}
        </DialogContent>
      </Dialog>
      {discardDialog}
    </>
  );
}

function EditPhotoForm({
  initial,
  onUpdate,
}: {
  initial: PhotoDraft;
  onUpdate: (draft: PhotoDraft) => void;
}) {
  const form = useForm<PhotoDraft>({
    // The contract's optional fields take any input (a blank reads as absent); the draft holds strings.
    resolver: resolver as unknown as Resolver<PhotoDraft>,
    defaultValues: initial,
  });
  const [name, label] = useWatch({ control: form.control, name: ['name', 'label'] });

  return (
    <Form {...form}>
      {/* The page sends the draft as typed; the server trims it. */}
      <form
        noValidate
        onSubmit={form.handleSubmit(() => onUpdate(form.getValues()))}
        aria-label="Edit Photo"
        className="grid gap-4"
      >
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Photo Name</FormLabel>
              <FormControl>
                <Input {...field} maxLength={200} autoComplete="off" placeholder={UNTITLED_PHOTO} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="label"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Photo Description/Label</FormLabel>
              <FormControl>
                <Textarea {...field} maxLength={1000} rows={3} required />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <CategorySelect />
        <FormField
          control={form.control}
          name="alt"
          render={({ field }) => (
            <FormItem described>
              <FormLabel optional>Alt text</FormLabel>
              <FormControl>
                <Input
                  {...field}
                  maxLength={300}
                  autoComplete="off"
                  placeholder={photoAltText({ name, label })}
                />
              </FormControl>
              <FormDescription>
                What the photo shows, for people who cannot see it. Left empty, the name and label
                are used.
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <DialogFooter className="mt-1">
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit">Update</Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
