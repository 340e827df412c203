import { FileUp } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useUploadPdf } from '@/api/uploads/upload-pdf';
import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { UploadProgress } from '@/components/ui/upload-progress';

type PdfUrlFieldProps = {
  label: string;
  value: string;
  onChange: (url: string) => void;
  error?: string | undefined;
  /** Offer 'Upload PDF' (a PDF material or paper; not a video link). */
  uploads?: boolean;
  /** Tells the form an upload is under way, so it waits before saving. */
  onBusyChange?: (busy: boolean) => void;
  disabled?: boolean;
  placeholder?: string;
  /** The URL box (react-hook-form's field.ref, so an error on the URL focuses it). */
  ref?: React.Ref<HTMLInputElement>;
};

/**
 * A file's URL: typed (a link elsewhere) or filled by uploading a PDF, which is stored at once
 * and its /media URL put in the box. The upload's progress and any refusal show under it.
 */
export function PdfUrlField({
  label,
  value,
  onChange,
  error,
  uploads = true,
  onBusyChange,
  disabled = false,
  placeholder = 'https://… or upload a PDF',
  ref,
}: PdfUrlFieldProps) {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const upload = useUploadPdf();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploadedName, setUploadedName] = useState<string | null>(null);
  const message = uploadError ?? error;

  function pick(file: File | undefined) {
    if (fileRef.current) fileRef.current.value = '';
    if (!file) return;
    setUploadError(null);
    setUploadedName(null);
    if (file.type && file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name)) {
      setUploadError('Please choose a PDF file.');
      return;
    }
    setProgress(0);
    onBusyChange?.(true);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: (stored) => {
          onChange(stored.url);
          setUploadedName(file.name);
        },
        onError: (failure) => setUploadError(failure.message),
        onSettled: () => {
          setProgress(null);
          onBusyChange?.(false);
        },
      },
    );
  }

  const describedBy = [message ? `${id}-error` : null, uploadedName ? `${id}-done` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          ref={ref}
          id={id}
          value={value}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy || undefined}
          disabled={disabled}
          inputMode="url"
        />
        {uploads && (
          <>
            <input
              ref={fileRef}
              type="file"
              accept="application/pdf,.pdf"
              className="sr-only"
              tabIndex={-1}
              aria-label={`Upload a PDF for ${label}`}
              onChange={(event) => pick(event.target.files?.[0])}
            />
            <Button
              type="button"
              variant="outline"
              className="h-10 shrink-0"
              disabled={disabled || upload.isPending}
              onClick={() => fileRef.current?.click()}
            >
              <FileUp aria-hidden="true" />
              Upload PDF
            </Button>
          </>
        )}
      </div>
      <UploadProgress value={progress} label="Uploading PDF" />
      {uploadedName && !message && (
        <p id={`${id}-done`} role="status" className="text-xs text-muted-foreground">
          Uploaded {uploadedName}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {message}
        </p>
      )}
    </div>
  );
}
