import { useRef, useState } from 'react';
import { focusFirstError, type FieldErrors } from './form-errors';

/**
 * A form's messages: by field (path) and one for the whole form. Attach `formRef` to the form, so
 * `show` can move focus to the first field with a message for keyboard and screen-reader users.
 */
export function useFormErrors() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  function show(fields: FieldErrors, form: string | null = null) {
    setErrors(fields);
    setFormError(form);
    focusFirstError(formRef.current);
  }

  function clear() {
    setErrors({});
    setFormError(null);
  }

  /**
   * Takes away the messages of changed fields. A list's path takes its rows' too
   * ('materials.0.url'): removing a row renumbers the rest.
   */
  function clearField(...paths: string[]) {
    setErrors((current) => {
      const gone = (key: string) =>
        paths.some((path) => key === path || key.startsWith(`${path}.`));
      if (!Object.keys(current).some(gone)) return current;
      return Object.fromEntries(Object.entries(current).filter(([key]) => !gone(key)));
    });
  }

  return { formRef, errors, formError, setFormError, show, clear, clearField };
}
