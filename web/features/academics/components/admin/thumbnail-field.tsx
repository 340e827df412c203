import { ImageIcon, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Image } from '@/components/ui/image';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { compressImage } from '@/lib/compress-image';

export interface ThumbnailChoice {
  /** The compressed file to upload; null when none was picked. */
  file: File | null;
  /** 'Compressed: X MB → Y MB (Z% smaller)', or null. */
  message: string | null;
  /** Take the current thumbnail away on save. */
  remove: boolean;
}

export const noThumbnailChoice: ThumbnailChoice = { file: null, message: null, remove: false };

type ThumbnailFieldProps = {
  current?: string | undefined;
  value: ThumbnailChoice;
  onChange: (choice: ThumbnailChoice) => void;
  onBusyChange: (busy: boolean) => void;
  error?: string | undefined;
  disabled?: boolean;
};

/** An optional thumbnail: picked, compressed in the browser (within 1200x800, JPEG 0.8), previewed. */
export function ThumbnailField({
  current,
  value,
  onChange,
  onBusyChange,
  error,
  disabled = false,
}: ThumbnailFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [compressing, setCompressing] = useState(false);
  const [pickError, setPickError] = useState<string | null>(null);
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
    onBusyChange(true);
    try {
      const result = await compressImage(file);
      onChange({ file: result.file, message: result.message, remove: false });
    } finally {
      setCompressing(false);
      onBusyChange(false);
    }
  }

  const shown = preview ?? (value.remove ? null : (current ?? null));
  const message = pickError ?? error;

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        <span>
          Thumbnail <span className="font-normal text-muted-foreground">(optional)</span>
        </span>
      </Label>
      <div className="flex items-start gap-3">
        <div className="flex aspect-video w-28 shrink-0 items-center justify-center overflow-hidden rounded-control bg-muted text-muted-foreground ring-1 ring-border">
          {preview ? (
            <img
              src={preview}
              alt="Preview of the chosen thumbnail"
              className="size-full object-cover"
            />
          ) : shown ? (
            <Image
              src={shown}
              alt="The current thumbnail"
              width={200}
              height={113}
              className="size-full object-cover"
            />
          ) : (
            <ImageIcon className="size-5" aria-hidden="true" />
          )}
        </div>
        <div className="grid min-w-0 flex-1 gap-2">
          <Input
            ref={inputRef}
            id={id}
            type="file"
            accept="image/*"
            disabled={disabled || compressing}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${id}-error` : undefined}
            onChange={(event) => void pick(event.target.files?.[0])}
            className="h-auto py-1.5"
          />
          {shown && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="justify-self-start text-destructive hover:text-destructive"
              disabled={disabled || compressing}
              onClick={() => {
                if (inputRef.current) inputRef.current.value = '';
                onChange({ file: null, message: null, remove: Boolean(current) });
              }}
            >
              <Trash2 aria-hidden="true" />
              Remove thumbnail
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
        <p className="text-xs text-muted-foreground">{value.message}</p>
      )}
      {message && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {message}
        </p>
      )}
    </div>
  );
}
