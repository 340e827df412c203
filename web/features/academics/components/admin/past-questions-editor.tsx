import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type Control } from 'react-hook-form';
import { TextFormItem } from '@/components/admin/form-items';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form';
import { newPaper, type CourseForm, type CourseOutput } from './course-form-model';
import { ListMessage } from './list-message';
import { PdfUrlField } from './pdf-url-field';

type PastQuestionsEditorProps = {
  control: Control<CourseForm, unknown, CourseOutput>;
  onBusyChange: (busy: boolean) => void;
  disabled: boolean;
};

/** The course's past questions: title, year, type and the paper's PDF (uploaded or linked). */
export function PastQuestionsEditor({ control, onBusyChange, disabled }: PastQuestionsEditorProps) {
  // The rows' own `key` names them for React; the stored `id` may repeat while being typed.
  const { fields, append, remove } = useFieldArray({
    control,
    name: 'pastQuestions',
    keyName: 'key',
  });

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-semibold text-foreground">Past questions</legend>
      <ListMessage control={control} name="pastQuestions" />
      {fields.length === 0 && (
        <p className="text-sm text-muted-foreground">No past questions yet.</p>
      )}
      {fields.map((row, index) => (
        <fieldset
          key={row.key}
          className="grid gap-3 rounded-control border border-border bg-muted/40 p-3"
        >
          <legend className="px-1 text-xs font-semibold text-muted-foreground">
            Past question {index + 1}
          </legend>
          <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_6rem_8rem]">
            <TextFormItem
              control={control}
              name={`pastQuestions.${index}.title`}
              label="Title"
              placeholder="2025/2026 first semester examination"
              disabled={disabled}
            />
            <TextFormItem
              control={control}
              name={`pastQuestions.${index}.year`}
              label="Year"
              inputMode="numeric"
              disabled={disabled}
            />
            <TextFormItem
              control={control}
              name={`pastQuestions.${index}.type`}
              label="Type"
              placeholder="Exam, Test, Quiz"
              disabled={disabled}
            />
          </div>
          <FormField
            control={control}
            name={`pastQuestions.${index}.url`}
            render={({ field, fieldState }) => (
              <PdfUrlField
                ref={field.ref}
                label="PDF file or link"
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                onBusyChange={onBusyChange}
                disabled={disabled}
              />
            )}
          />
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="justify-self-end text-destructive hover:text-destructive"
            onClick={() => remove(index)}
            disabled={disabled}
          >
            <Trash2 aria-hidden="true" />
            Remove past question {index + 1}
          </Button>
        </fieldset>
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => append(newPaper(), { shouldFocus: false })}
        disabled={disabled}
      >
        <Plus aria-hidden="true" />
        Add past question
      </Button>
    </fieldset>
  );
}
