import { useState, type FormEvent } from 'react';
import type { PhotoCategory } from '@contract/constants';
import type { Photo } from '@contract/photos';
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
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { CategorySelect } from './category-select';

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
  const [draft, setDraft] = useState(initial);
  const [labelError, setLabelError] = useState<string | null>(null);
  const set = (change: Partial<PhotoDraft>) => setDraft((current) => ({ ...current, ...change }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!draft.label.trim()) {
      setLabelError('Enter a description or label.');
      return;
    }
    onUpdate({ ...draft });
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Edit Photo" className="grid gap-4">
      <FormField label="Photo Name">
        <Input
          value={draft.name}
          maxLength={200}
          autoComplete="off"
          placeholder={UNTITLED_PHOTO}
          onChange={(event) => set({ name: event.target.value })}
        />
      </FormField>
      <FormField label="Photo Description/Label" error={labelError}>
        <Textarea
          value={draft.label}
          maxLength={1000}
          rows={3}
          required
          onChange={(event) => {
            setLabelError(null);
            set({ label: event.target.value });
          }}
        />
      </FormField>
      <CategorySelect value={draft.category} onChange={(category) => set({ category })} />
      <FormField
        label="Alt text"
        optional
        description="What the photo shows, for people who cannot see it. Left empty, the name and label are used."
      >
        <Input
          value={draft.alt}
          maxLength={300}
          autoComplete="off"
          placeholder={photoAltText({ name: draft.name, label: draft.label })}
          onChange={(event) => set({ alt: event.target.value })}
        />
      </FormField>
      <DialogFooter className="mt-1">
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit">Update</Button>
      </DialogFooter>
    </form>
  );
}
