import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { newPaper, type PaperRow } from './course-form-model';
import type { FieldErrors } from '@/lib/form-errors';
import { PdfUrlField } from './pdf-url-field';

type PastQuestionsEditorProps = {
  rows: PaperRow[];
  onChange: (rows: PaperRow[]) => void;
  errors: FieldErrors;
  onBusyChange: (busy: boolean) => void;
  disabled: boolean;
  /** A field was changed (its error goes), or rows were removed (their errors go): the path or list. */
  onEdited: (path: string) => void;
};

/** The course's past questions: title, year, type and the paper's PDF (uploaded or linked). */
export function PastQuestionsEditor({
  rows,
  onChange,
  errors,
  onBusyChange,
  disabled,
  onEdited,
}: PastQuestionsEditorProps) {
  const update = (index: number, change: Partial<PaperRow>) => {
    for (const key of Object.keys(change)) onEdited(`pastQuestions.${index}.${key}`);
    onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  };

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-semibold text-foreground">Past questions</legend>
      {errors.pastQuestions && (
        <p className="text-sm font-medium text-destructive">{errors.pastQuestions}</p>
      )}
      {rows.length === 0 && <p className="text-sm text-muted-foreground">No past questions yet.</p>}
      {rows.map((row, index) => {
        const error = (field: string) => errors[`pastQuestions.${index}.${field}`];
        return (
          <fieldset
            key={row.key}
            className="grid gap-3 rounded-control border border-border bg-muted/40 p-3"
          >
            <legend className="px-1 text-xs font-semibold text-muted-foreground">
              Past question {index + 1}
            </legend>
            <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_6rem_8rem]">
              <FormField label="Title" error={error('title')}>
                <Input
                  value={row.title}
                  placeholder="2025/2026 first semester examination"
                  onChange={(e) => update(index, { title: e.target.value })}
                  disabled={disabled}
                />
              </FormField>
              <FormField label="Year" error={error('year')}>
                <Input
                  value={row.year}
                  inputMode="numeric"
                  onChange={(e) => update(index, { year: e.target.value })}
                  disabled={disabled}
                />
              </FormField>
              <FormField label="Type" error={error('type')}>
                <Input
                  value={row.type}
                  placeholder="Exam, Test, Quiz"
                  onChange={(e) => update(index, { type: e.target.value })}
                  disabled={disabled}
                />
              </FormField>
            </div>
            <PdfUrlField
              label="PDF file or link"
              value={row.url}
              onChange={(url) => update(index, { url })}
              error={error('url')}
              onBusyChange={onBusyChange}
              disabled={disabled}
            />
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="justify-self-end text-destructive hover:text-destructive"
              onClick={() => {
                onEdited('pastQuestions');
                onChange(rows.filter((_, at) => at !== index));
              }}
              disabled={disabled}
            >
              <Trash2 aria-hidden="true" />
              Remove past question {index + 1}
            </Button>
          </fieldset>
        );
      })}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => onChange([...rows, newPaper()])}
        disabled={disabled}
      >
        <Plus aria-hidden="true" />
        Add past question
      </Button>
    </fieldset>
  );
}
