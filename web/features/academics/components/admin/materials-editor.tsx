import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { newMaterial, type MaterialRow } from './course-form-model';
import type { FieldErrors } from '@/lib/form-errors';
import { PdfUrlField } from './pdf-url-field';

type MaterialsEditorProps = {
  rows: MaterialRow[];
  onChange: (rows: MaterialRow[]) => void;
  errors: FieldErrors;
  onBusyChange: (busy: boolean) => void;
  disabled: boolean;
  /** A field was changed (its error goes), or rows were removed (their errors go): the path or list. */
  onEdited: (path: string) => void;
};

/** The course's materials: each a PDF (uploaded or linked) or a video link. */
export function MaterialsEditor({
  rows,
  onChange,
  errors,
  onBusyChange,
  disabled,
  onEdited,
}: MaterialsEditorProps) {
  const update = (index: number, change: Partial<MaterialRow>) => {
    for (const key of Object.keys(change)) onEdited(`materials.${index}.${key}`);
    onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  };

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-semibold text-foreground">Materials</legend>
      {errors.materials && (
        <p className="text-sm font-medium text-destructive">{errors.materials}</p>
      )}
      {rows.length === 0 && <p className="text-sm text-muted-foreground">No materials yet.</p>}
      {rows.map((row, index) => {
        const error = (field: string) => errors[`materials.${index}.${field}`];
        return (
          <fieldset
            key={row.key}
            className="grid gap-3 rounded-control border border-border bg-muted/40 p-3"
          >
            <legend className="px-1 text-xs font-semibold text-muted-foreground">
              Material {index + 1}
            </legend>
            <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_9rem]">
              <FormField label="Title" error={error('title')}>
                <Input
                  value={row.title}
                  onChange={(e) => update(index, { title: e.target.value })}
                  disabled={disabled}
                />
              </FormField>
              <FormField label="Type" error={error('type')}>
                {(control) => (
                  <Select
                    value={row.type}
                    onValueChange={(type) =>
                      update(index, {
                        type: type as MaterialRow['type'],
                        downloadable: type === 'PDF',
                      })
                    }
                    disabled={disabled}
                  >
                    <SelectTrigger {...control}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      <SelectItem value="PDF">PDF</SelectItem>
                      <SelectItem value="VIDEO">Video</SelectItem>
                    </SelectContent>
                  </Select>
                )}
              </FormField>
            </div>
            <PdfUrlField
              label={
                row.type === 'PDF'
                  ? 'PDF file or link'
                  : 'Video link (YouTube, Vimeo or a video file)'
              }
              value={row.url}
              onChange={(url) => update(index, { url })}
              error={error('url')}
              uploads={row.type === 'PDF'}
              onBusyChange={onBusyChange}
              disabled={disabled}
              placeholder={row.type === 'PDF' ? undefined : 'https://www.youtube.com/watch?v=…'}
            />
            <div className="flex flex-wrap items-center justify-between gap-2">
              <label className="inline-flex items-center gap-2 text-sm text-foreground">
                <input
                  type="checkbox"
                  checked={row.downloadable}
                  onChange={(e) => update(index, { downloadable: e.target.checked })}
                  disabled={disabled}
                  className="size-4 accent-primary"
                />
                Students may download it
              </label>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="text-destructive hover:text-destructive"
                onClick={() => {
                  onEdited('materials');
                  onChange(rows.filter((_, at) => at !== index));
                }}
                disabled={disabled}
              >
                <Trash2 aria-hidden="true" />
                Remove material {index + 1}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => onChange([...rows, newMaterial()])}
        disabled={disabled}
      >
        <Plus aria-hidden="true" />
        Add material
      </Button>
    </fieldset>
  );
}
