import { ImageIcon, Trash2 } from 'lucide-react';
import { cva, type VariantProps } from 'class-variance-authority';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type * as React from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Image } from '@/components/ui/image';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { UploadProgress } from '@/components/ui/upload-progress';
import { compressImage } from '@/lib/compress-image';

export interface ImageChoice {
  /** The compressed file to upload; null when none was picked. */
  file: File | null;
  /** 'Compressed: X MB → Y MB (Z% smaller)', or null. */
  message: string | null;
  /** Take the current image away on save. */
  remove: boolean;
}

export const noImageChoice: ImageChoice = { file: null, message: null, remove: false };

/**
 * An ImageChoice as a form value: a form extends its contract schema with it, so the picked file
 * is part of the form's values (and of its unsaved changes) while toFormData sends it as a file.
 */
export const imageChoiceSchema = z.custom<ImageChoice>(
  (value) => typeof value === 'object' && value !== null && 'file' in value,
);

const previewVariants = cva(
  'flex aspect-video shrink-0 items-center justify-center overflow-hidden rounded-control bg-muted text-muted-foreground ring-1 ring-border',
  {
    variants: {
      size: {
        default: 'w-32 [&>svg]:size-6',
        // Beside another field in a two-column row.
        sm: 'w-28 [&>svg]:size-5',
      },
    },
    defaultVariants: { size: 'default' },
  },
);

type ImageFieldProps = VariantProps<typeof previewVariants> & {
  /** 'Image' or 'Thumbnail'; the preview's alt text and the remove button say it in lower case. */
  label?: string;
  /** The image the item has now (editing), shown until another is picked or it is removed. */
  current?: string | undefined;
  value: ImageChoice;
  onChange: (choice: ImageChoice) => void;
  /** Tells the form a file is being compressed, so it waits before saving. */
  onBusyChange?: (busy: boolean) => void;
  /** The upload's progress, 0 to 1, while saving; null otherwise. Left out when the form shows it. */
  progress?: number | null;
  error?: string | undefined;
  disabled?: boolean;
  /** The file input (react-hook-form's field.ref, so a server error on the image focuses it). */
  ref?: React.Ref<HTMLInputElement>;
};

/**
 * An optional image: picked, compressed in the browser (spec §5: within 1200x800, JPEG 0.8),
 * previewed, and sent with the form, whose upload progress shows under it.
 */
export function ImageField({
  label = 'Image',
  size,
  current,
  value,
  onChange,
  onBusyChange,
  progress = null,
  error,
  disabled = false,
  ref,
}: ImageFieldProps) {
  const noun = label.toLowerCase();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const setInput = useCallback(
    (element: HTMLInputElement | null) => {
      inputRef.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  const [compressing, setCompressing] = useState(false);
  const [pickError, setPickError] = useState<string | null>(null);
  // One object URL per picked file, released when it changes or the field goes away.
  const preview = useMemo(
    () => (value.file ? URL.createObjectURL(value.file) : null),
    [value.file],
  );
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  async function pick(file: File | undefined) {
    setPickError(null);
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setPickError('Please choose an image file (JPEG, PNG, WebP…).');
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    setCompressing(true);
    onBusyChange?.(true);
    try {
      const result = await compressImage(file);
      onChange({ file: result.file, message: result.message, remove: false });
    } finally {
      setCompressing(false);
      onBusyChange?.(false);
    }
  }

  function clear() {
    if (inputRef.current) inputRef.current.value = '';
    setPickError(null);
    onChange({ file: null, message: null, remove: Boolean(current) });
  }

  const shown = preview ?? (value.remove ? null : (current ?? null));
  const message = pickError ?? error;
  const describedBy = [message ? `${id}-error` : null, value.message ? `${id}-message` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        <span>
          {label}
          <span className="font-normal text-muted-foreground"> (optional)</span>
        </span>
      </Label>
      <div className="flex items-start gap-3">
        <div className={previewVariants({ size })}>
          {shown ? (
            preview ? (
              <img
                src={preview}
                alt={`Preview of the chosen ${noun}`}
                className="size-full object-cover"
              />
            ) : (
              <Image
                src={shown}
                alt={`The current ${noun}`}
                width={200}
                height={113}
                className="size-full object-cover"
              />
            )
          ) : (
            <ImageIcon aria-hidden="true" />
          )}
        </div>
        <div className="grid min-w-0 flex-1 gap-2">
          <Input
            ref={setInput}
            id={id}
            type="file"
            accept="image/*"
            disabled={disabled || compressing}
            aria-invalid={message ? true : undefined}
            aria-describedby={describedBy || undefined}
            onChange={(event) => void pick(event.target.files?.[0])}
            className="h-auto py-1.5"
          />
          {shown && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="justify-self-start text-destructive hover:text-destructive"
              onClick={clear}
              disabled={disabled || compressing}
            >
              <Trash2 aria-hidden="true" />
              Remove {noun}
            </Button>
          )}
        </div>
      </div>
      {compressing && (
        <p role="status" className="inline-flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> Compressing…
        </p>
      )}
      {value.message && !compressing && (
        <p id={`${id}-message`} className="text-xs text-muted-foreground">
          {value.message}
        </p>
      )}
      <UploadProgress value={value.file ? progress : null} label="Uploading image" />
      {message && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {message}
        </p>
      )}
    </div>
  );
}
