import { FileText, Trash2 } from 'lucide-react';
import { useCallback, useId, useRef } from 'react';
import type * as React from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export interface PdfChoice {
  file: File | null;
  /** Take the current PDF away on save. */
  remove: boolean;
}

export const noPdfChoice: PdfChoice = { file: null, remove: false };

/** A PdfChoice as a form value; a picked file must be a PDF (the server would refuse it anyway). */
export const pdfChoiceSchema = z
  .custom<PdfChoice>((value) => typeof value === 'object' && value !== null && 'file' in value)
  .refine(
    ({ file }) => !file || file.type === 'application/pdf' || /\.pdf$/i.test(file.name),
    'must be a PDF file',
  );

type PdfFileFieldProps = {
  label: string;
  /** The PDF the tutorial has now (editing). */
  current?: string | undefined;
  value: PdfChoice;
  onChange: (choice: PdfChoice) => void;
  /** Shows '(optional)' and offers to remove the current PDF. */
  optional?: boolean;
  error?: string | undefined;
  disabled?: boolean;
  /** The file input (react-hook-form's field.ref, so an error on the PDF focuses it). */
  ref?: React.Ref<HTMLInputElement>;
};

/** The notes PDF sent with the form as its `pdf` file; the current one can stay or go. */
export function PdfFileField({
  label,
  current,
  value,
  onChange,
  optional = false,
  error,
  disabled = false,
  ref,
}: PdfFileFieldProps) {
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
  const kept = current && !value.remove && !value.file ? current : null;

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        <span>
          {label}
          {optional && <span className="font-normal text-muted-foreground"> (optional)</span>}
        </span>
      </Label>
      <Input
        ref={setInput}
        id={id}
        type="file"
        accept="application/pdf,.pdf"
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange({ file: event.target.files?.[0] ?? null, remove: false })}
        className="h-auto py-1.5"
      />
      {kept && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <FileText className="size-4 text-muted-foreground" aria-hidden="true" />
          <a
            href={kept}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            The current PDF
          </a>
          {optional && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="text-destructive hover:text-destructive"
              disabled={disabled}
              onClick={() => {
                if (inputRef.current) inputRef.current.value = '';
                onChange({ file: null, remove: true });
              }}
            >
              <Trash2 aria-hidden="true" />
              Remove PDF
            </Button>
          )}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
