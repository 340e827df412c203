import { useEffect, type RefObject } from 'react';

/** A filter control by its name in the form, with the value the page shows and how to change it. */
export type FilterControl = { name: string; value: string; onChange: (value: string) => void };

/**
 * Applies what was chosen or typed in the filters before their code arrived (they load on first
 * use): hydration leaves the controls as they are, but their values come from the address, and
 * the next render would put those back over the visitor's choice. Once, on mount.
 */
export function useKeepEarlyFilters(
  formRef: RefObject<HTMLFormElement | null>,
  controls: readonly FilterControl[],
) {
  useEffect(() => {
    const elements = formRef.current?.elements;
    for (const { name, value, onChange } of controls) {
      const control = elements?.namedItem(name);
      const isControl = control instanceof HTMLInputElement || control instanceof HTMLSelectElement;
      if (isControl && control.value !== value) onChange(control.value);
    }
    // Only what the page held when it hydrated.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
