import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch, type Control } from 'react-hook-form';
import { TextFormItem } from '@/components/admin/form-items';
import { SelectControl } from '@/components/admin/select-field';
import { Button } from '@/components/ui/button';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { newMaterial, type CourseForm, type CourseOutput } from './course-form-model';
import { ListMessage } from './list-message';
import { PdfUrlField } from './pdf-url-field';

const typeOptions = [
  { value: 'PDF', label: 'PDF' },
  { value: 'VIDEO', label: 'Video' },
] as const;

type MaterialsEditorProps = {
  control: Control<CourseForm, unknown, CourseOutput>;
  onBusyChange: (busy: boolean) => void;
  disabled: boolean;
};

/** The course's materials: each a PDF (uploaded or linked) or a video link. */
export function MaterialsEditor({ control, onBusyChange, disabled }: MaterialsEditorProps) {
  // The rows' own `key` names them for React; the stored `id` may repeat while being typed.
  const { setValue } = useFormContext<CourseForm, unknown, CourseOutput>();
  const { fields, append, remove } = useFieldArray({
    control,
    name: 'materials',
    keyName: 'key',
  });
  const rows = useWatch({ control, name: 'materials' });

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-semibold text-foreground">Materials</legend>
      <ListMessage control={control} name="materials" />
      {fields.length === 0 && <p className="text-sm text-muted-foreground">No materials yet.</p>}
      {fields.map((row, index) => {
        const type = rows[index]?.type ?? row.type;
        return (
          <fieldset
            key={row.key}
            className="grid gap-3 rounded-control border border-border bg-muted/40 p-3"
          >
            <legend className="px-1 text-xs font-semibold text-muted-foreground">
              Material {index + 1}
            </legend>
            <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_9rem]">
              <TextFormItem
                control={control}
                name={`materials.${index}.title`}
                label="Title"
                disabled={disabled}
              />
              <FormField
                control={control}
                name={`materials.${index}.type`}
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Type</FormLabel>
                    <FormControl>
                      <SelectControl
                        ref={field.ref}
                        value={field.value}
                        onChange={(next) => {
                          field.onChange(next);
                          // A video is watched where it is; a PDF is for keeping.
                          setValue(`materials.${index}.downloadable`, next === 'PDF', {
                            shouldDirty: true,
                          });
                        }}
                        onBlur={field.onBlur}
                        options={typeOptions}
                        disabled={disabled}
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </div>
            <FormField
              control={control}
              name={`materials.${index}.url`}
              render={({ field, fieldState }) => (
                <PdfUrlField
                  ref={field.ref}
                  label={
                    type === 'PDF'
                      ? 'PDF file or link'
                      : 'Video link (YouTube, Vimeo or a video file)'
                  }
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                  uploads={type === 'PDF'}
                  onBusyChange={onBusyChange}
                  disabled={disabled}
                  placeholder={type === 'PDF' ? undefined : 'https://www.youtube.com/watch?v=…'}
                />
              )}
            />
            <div className="flex flex-wrap items-center justify-between gap-2">
              <FormField
                control={control}
                name={`materials.${index}.downloadable`}
                render={({ field }) => (
                  <label className="inline-flex items-center gap-2 text-sm text-foreground">
                    <input
                      ref={field.ref}
                      type="checkbox"
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                      disabled={disabled}
                      className="size-4 accent-primary"
                    />
                    Students may download it
                  </label>
                )}
              />
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="text-destructive hover:text-destructive"
                onClick={() => remove(index)}
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
        onClick={() => append(newMaterial(), { shouldFocus: false })}
        disabled={disabled}
      >
        <Plus aria-hidden="true" />
        Add material
      </Button>
    </fieldset>
  );
}
