import { cn } from '@/lib/cn';

export interface UploadProgressProps {
  /** The fraction sent, 0 to 1; null hides the bar (nothing is uploading). */
  value: number | null;
  label?: string;
  className?: string;
}

/** The bar every upload shows while its body goes out (fed by uploadForm's onProgress). */
export function UploadProgress({ value, label = 'Uploading', className }: UploadProgressProps) {
  if (value === null) return null;
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className={cn('grid gap-1', className)}>
      <div className="flex justify-between text-sm text-muted-foreground">
        <span>{percent === 100 ? 'Processing…' : label}</span>
        <span className="tabular-nums" aria-hidden="true">
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-200 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
