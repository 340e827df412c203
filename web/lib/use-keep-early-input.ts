import { useEffect, type RefObject } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

/**
 * Keeps what was typed or chosen before the scripts ran (the page works from its HTML): hydration
 * leaves the page's controls as they are, but the form's values start from the server's, and the
 * next render of a control would put those back over what the person typed. Once, on mount.
 */
export function useKeepEarlyInput<T extends FieldValues>(
  formRef: RefObject<HTMLFormElement | null>,
  form: Pick<UseFormReturn<T>, 'getValues' | 'setValue'>,
  fields: readonly Path<T>[],
) {
  const { getValues, setValue } = form;
  useEffect(() => {
    const elements = formRef.current?.elements;
    for (const field of fields) {
      const control = elements?.namedItem(field);
      const isControl =
        control instanceof HTMLInputElement ||
        control instanceof HTMLTextAreaElement ||
        control instanceof HTMLSelectElement;
      if (isControl && control.value !== getValues(field)) {
        setValue(field, control.value as PathValue<T, Path<T>>);
      }
    }
    // Only what the page held when it hydrated.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
