import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { contractResolver } from '@/lib/contract-resolver';
import { showServerErrors } from '@/lib/server-errors';
import { useUploadPhoto } from '@/api/photos/upload-photo';
import { uploadFailureMessage } from '../failure-message';
import { DEFAULT_PHOTO_CATEGORY } from '../photo-categories';
import { CategorySelect } from './category-select';
import { PhotoFilePicker } from './photo-file-picker';
import { photoLabels } from './photo-form-rules';
import { UploadItemCard } from './upload-item-card';
import { uploadSchema, type UploadValues } from './upload-values';
import { useUploadItems } from './use-upload-items';

/** The spec's success text. */
const UPLOAD_SUCCEEDED = 'Photo uploaded successfully!';

// The contract's optional fields take any input (a blank reads as absent); the form holds strings.
const resolver = contractResolver(uploadSchema, photoLabels) as unknown as Resolver<UploadValues>;
const emptyValues: UploadValues = { category: DEFAULT_PHOTO_CATEGORY, photos: {} };
const textFields = ['name', 'label', 'alt'];

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
  const form = useForm<UploadValues>({ resolver, defaultValues: emptyValues });
  const [sending, setSending] = useState(false);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const compressing = items.some((item) => item.status === 'compressing');
  const busy = sending || compressing;

  async function send({ category, photos }: UploadValues) {
    if (items.length === 0) {
      form.setError('picked', { message: 'Select a photo to upload.' });
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
      const text = photos[item.id];
      try {
        await upload.mutateAsync({
          file: item.file ?? item.original,
          name: text?.name ?? '',
          label: text?.label ?? '',
          alt: text?.alt,
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
        uploads.update(item.id, { status: 'failed', progress: null, error: message });
        // The server's word on a field shows under that photo's field; the reason stays on the card.
        if (error instanceof ApiError && error.fields)
          showServerErrors(form.setError, error, photoLabels, {
            known: (path) => textFields.includes(path),
            fieldOf: (path) => `photos.${item.id}.${path}`,
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
      form.reset(emptyValues);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (busy) {
      event.preventDefault();
      return;
    }
    void form.handleSubmit(send)(event);
  }

  const count = items.length;
  return (
    <Form {...form}>
      <form noValidate onSubmit={onSubmit} aria-label="Upload New Photo" className="grid gap-5">
        <PhotoFilePicker
          picked={count}
          disabled={sending}
          onFiles={(files) => {
            form.clearErrors('picked');
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
            onRemove={() => uploads.remove(item.id)}
          />
        ))}

        <div className="max-w-xs">
          <CategorySelect
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
                form.clearErrors('picked');
              }}
            >
              Clear
            </Button>
          )}
        </div>
      </form>
    </Form>
  );
}
