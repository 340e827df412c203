import { ImagePlus } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { cn } from '@/lib/cn';
import type { UploadValues } from './upload-values';

type PhotoFilePickerProps = {
  onFiles: (files: File[]) => void;
  /** How many photos are already picked (listed below the picker). */
  picked: number;
  disabled?: boolean;
};

/**
 * The spec's file picker (the form's `picked`: the photos themselves live beside the form, so
 * only its message does), images only; several photos may be picked (or dropped) at once. The
 * input is emptied after each pick, so choosing the same file again still counts.
 */
export function PhotoFilePicker({ onFiles, picked, disabled }: PhotoFilePickerProps) {
  const { control, getFieldState, formState } = useFormContext<UploadValues>();
  const error = getFieldState('picked', formState).error;
  const [dragging, setDragging] = useState(false);

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer.files);
    if (files.length) onFiles(files);
  }

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        'rounded-card border-2 border-dashed border-input bg-muted/40 p-4 transition-colors sm:p-5',
        dragging && 'border-primary-400 bg-primary-50',
        error && 'border-destructive/60',
      )}
    >
      <div className="mb-3 flex items-center gap-3 text-muted-foreground">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-card text-primary shadow-xs">
          <ImagePlus className="size-5" aria-hidden="true" />
        </span>
        <p className="text-sm">
          Drop photos here, or choose them below. You can pick several at once.
        </p>
      </div>
      <FormField
        control={control}
        name="picked"
        render={() => (
          <FormItem described>
            <FormLabel>Select Photo (will be automatically compressed)</FormLabel>
            <FormControl>
              <input
                type="file"
                accept="image/*"
                multiple
                disabled={disabled}
                onChange={(event) => {
                  const files = Array.from(event.target.files ?? []);
                  event.target.value = '';
                  if (files.length) onFiles(files);
                }}
                className={cn(
                  'block w-full cursor-pointer rounded-control text-sm text-muted-foreground',
                  'file:mr-3 file:h-10 file:cursor-pointer file:rounded-full file:border-0 file:bg-primary file:px-4 file:text-sm file:font-semibold file:text-primary-foreground hover:file:bg-primary-hover',
                  'disabled:cursor-not-allowed disabled:opacity-60',
                )}
              />
            </FormControl>
            <FormDescription>
              {picked > 0
                ? `${picked} ${picked === 1 ? 'photo' : 'photos'} picked (below). Choose more to add them.`
                : 'JPEG, PNG, WebP, AVIF or GIF.'}
            </FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
    </div>
  );
}
