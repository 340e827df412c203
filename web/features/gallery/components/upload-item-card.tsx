import { X } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input, Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { UploadProgress } from '@/components/ui/upload-progress';
import type { UploadValues } from './upload-values';
import type { UploadItem } from './use-upload-items';

type UploadItemCardProps = {
  item: UploadItem;
  /** 'Photo 2 of 3' when several are picked. */
  position?: string;
  busy: boolean;
  onRemove: () => void;
};

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;

/** One picked photo: its compressed preview, the compression message, its fields and progress. */
export function UploadItemCard({ item, position, busy, onRemove }: UploadItemCardProps) {
  const { control } = useFormContext<UploadValues>();
  const locked = busy || item.status === 'uploading';
  // The photo's fields go with it: removed (or sent), it leaves nothing behind in the form.
  const fieldOf = (key: 'name' | 'label' | 'alt') =>
    ({
      control,
      name: `photos.${item.id}.${key}`,
      defaultValue: '',
      shouldUnregister: true,
    }) as const;
  return (
    <fieldset className="grid gap-4 rounded-card border border-border bg-card p-4 shadow-xs sm:grid-cols-[12rem_minmax(0,1fr)] sm:p-5">
      <legend className="sr-only">
        {position ? `${position}: ` : ''}
        {item.original.name}
      </legend>

      <div className="grid content-start gap-2">
        <div className="relative flex aspect-[4/3] items-center justify-center overflow-hidden rounded-control bg-muted">
          {item.previewUrl ? (
            <img
              src={item.previewUrl}
              alt={`Compressed preview of ${item.original.name}`}
              className="size-full object-contain"
            />
          ) : (
            <>
              <Skeleton className="absolute inset-0 rounded-none text-primary-300" />
              <span className="relative text-xs font-medium text-muted-foreground">
                Compressing…
              </span>
            </>
          )}
        </div>
        <p className="truncate text-xs text-muted-foreground" title={item.original.name}>
          {item.original.name} · {megabytes(item.original.size)}
        </p>
        <p role="status" className="text-xs leading-5 font-medium text-accent-strong">
          {item.status === 'compressing'
            ? ''
            : (item.message ?? 'Could not compress this photo: the original will be uploaded.')}
        </p>
      </div>

      <div className="grid content-start gap-4">
        <div className="flex items-start justify-between gap-3">
          <p className="text-sm font-semibold text-foreground">{position ?? 'Photo details'}</p>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={onRemove}
            disabled={locked}
            aria-label={`Remove ${item.original.name}`}
            className="-mt-1 -mr-2 h-8 px-2"
          >
            <X aria-hidden="true" />
            Remove
          </Button>
        </div>
        <FormField
          {...fieldOf('name')}
          render={({ field }) => (
            <FormItem>
              <FormLabel>Photo Name</FormLabel>
              <FormControl>
                <Input {...field} maxLength={200} autoComplete="off" disabled={locked} required />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          {...fieldOf('label')}
          render={({ field }) => (
            <FormItem>
              <FormLabel>Photo Description/Label</FormLabel>
              <FormControl>
                <Textarea {...field} maxLength={1000} rows={2} disabled={locked} required />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          {...fieldOf('alt')}
          render={({ field }) => (
            <FormItem described>
              <FormLabel optional>Alt text</FormLabel>
              <FormControl>
                <Input {...field} maxLength={300} autoComplete="off" disabled={locked} />
              </FormControl>
              <FormDescription>
                What the photo shows, for people who cannot see it. Left empty, the name and label
                are used.
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <UploadProgress value={item.progress} label={`Uploading ${item.original.name}`} />
        {item.error && (
          <Alert variant="destructive">
            <AlertDescription>{item.error}</AlertDescription>
          </Alert>
        )}
      </div>
    </fieldset>
  );
}
