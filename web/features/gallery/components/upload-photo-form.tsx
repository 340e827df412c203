import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { PhotoCategory } from '@contract/constants';
import { useUploadPhoto } from '@/api/photos/upload-photo';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { uploadFailureMessage } from '../failure-message';
import { DEFAULT_PHOTO_CATEGORY } from '../photo-categories';
import { CategorySelect } from './category-select';
import { PhotoFilePicker } from './photo-file-picker';
import { UploadItemCard } from './upload-item-card';
import { useUploadItems, type UploadField, type UploadItem } from './use-upload-items';

/** The spec's success text. */
const UPLOAD_SUCCEEDED = 'Photo uploaded successfully!';

function validate(item: UploadItem): UploadItem['errors'] {
  const errors: UploadItem['errors'] = {};
  if (!item.name.trim()) errors.name = 'Enter a name for the photo.';
  if (!item.label.trim()) errors.label = 'Enter a description or label.';
  return errors;
}

/**
 * The upload page's form: pick one or more photos (each compressed and previewed, with its own
 * name, label, alt text and progress), one category for all of them, then 'Upload Photo'. The
 * photos go one after another; those that fail stay with their reason, and once every photo is
 * through the whole form starts again (category back to alumni).
 */
export function UploadPhotoForm() {
  const uploads = useUploadItems();
  const { items } = uploads;
  const upload = useUploadPhoto();
  const [category, setCategory] = useState<PhotoCategory>(DEFAULT_PHOTO_CATEGORY);
  const [fileError, setFileError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const compressing = items.some((item) => item.status === 'compressing');
  const busy = sending || compressing;

  function change(id: string, fields: Partial<Record<UploadField, string>>) {
    const item = items.find((entry) => entry.id === id);
    if (!item) return;
    // Typing into a field clears its error.
    const errors = Object.fromEntries(
      Object.entries(item.errors).filter(([key]) => !(key in fields)),
    ) as UploadItem['errors'];
    uploads.update(id, { ...fields, errors });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (items.length === 0) {
      setFileError('Select a photo to upload.');
      return;
    }
    let valid = true;
    for (const item of items) {
      const errors = validate(item);
      if (Object.keys(errors).length) valid = false;
      uploads.update(item.id, { errors });
    }
    if (!valid) {
      // After React has marked the fields, move to the first one to fix.
      requestAnimationFrame(() =>
        form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }

    setSending(true);
    const controller = new AbortController();
    abort.current = controller;
    let succeeded = 0;
    let failed = 0;
    for (const item of items) {
      if (controller.signal.aborted) break;
      uploads.update(item.id, { status: 'uploading', progress: 0, error: null });
      try {
        await upload.mutateAsync({
          file: item.file ?? item.original,
          name: item.name.trim(),
          label: item.label.trim(),
          alt: item.alt.trim(),
          category,
          signal: controller.signal,
          onProgress: (fraction) => uploads.update(item.id, { progress: fraction }),
        });
        succeeded += 1;
        uploads.remove(item.id);
      } catch (error) {
        if (controller.signal.aborted) break;
        failed += 1;
        const message = uploadFailureMessage(error);
        const fields = error instanceof ApiError ? error.fields : undefined;
        uploads.update(item.id, {
          status: 'failed',
          progress: null,
          error: message,
          errors: {
            ...(fields?.name ? { name: fields.name } : {}),
            ...(fields?.label ? { label: fields.label } : {}),
            ...(fields?.alt ? { alt: fields.alt } : {}),
          },
        });
        toast.error(message, items.length > 1 ? { description: item.original.name } : undefined);
      }
    }
    if (controller.signal.aborted) return;
    abort.current = null;
    setSending(false);
    if (succeeded > 0) {
      toast.success(
        succeeded === 1 ? UPLOAD_SUCCEEDED : `${succeeded} photos uploaded successfully!`,
      );
    }
    if (failed === 0) {
      uploads.reset();
      setCategory(DEFAULT_PHOTO_CATEGORY);
      setFileError(null);
    }
  }

  const count = items.length;
  return (
    <form
      ref={form}
      noValidate
      onSubmit={onSubmit}
      aria-label="Upload New Photo"
      className="grid gap-5"
    >
      <PhotoFilePicker
        picked={count}
        disabled={sending}
        error={fileError ?? undefined}
        onFiles={(files) => {
          setFileError(null);
          void uploads.addFiles(files);
        }}
      />
      {uploads.refused.length > 0 && (
        <Alert variant="destructive">
          <AlertDescription>
            <ul className="grid gap-1">
              {uploads.refused.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      )}

      {items.map((item, index) => (
        <UploadItemCard
          key={item.id}
          item={item}
          position={count > 1 ? `Photo ${index + 1} of ${count}` : undefined}
          busy={sending}
          onChange={(fields) => change(item.id, fields)}
          onRemove={() => uploads.remove(item.id)}
        />
      ))}

      <div className="max-w-xs">
        <CategorySelect
          value={category}
          onChange={setCategory}
          disabled={sending}
          description={count > 1 ? `For all ${count} photos.` : undefined}
        />
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" aria-disabled={busy || undefined}>
          {busy && <Spinner />}
          {busy ? 'Processing...' : count > 1 ? `Upload ${count} Photos` : 'Upload Photo'}
        </Button>
        {count > 0 && !sending && (
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              uploads.reset();
              setFileError(null);
            }}
          >
            Clear
          </Button>
        )}
      </div>
    </form>
  );
}
