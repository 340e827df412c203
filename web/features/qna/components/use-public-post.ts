import { useState } from 'react';
import type { z } from 'zod';
import { fieldErrors, submitErrors, type FieldErrors } from './form-errors';

/**
 * The state every public post form (ask, answer, comment) keeps: field messages, the form's own
 * message, and whether the last post went through. `check` parses the values and shows what is
 * wrong; `posted` and `failed` are the mutation's outcomes.
 */
export function usePublicPost<Schema extends z.ZodType>(schema: Schema) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  function check(values: unknown): z.output<Schema> | null {
    setFormError(null);
    setSent(false);
    const parsed = schema.safeParse(values);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error));
    return parsed.success ? parsed.data : null;
  }

  function failed(error: unknown) {
    const split = submitErrors(error);
    setErrors(split.fields);
    setFormError(split.form);
  }

  return { errors, formError, sent, check, posted: () => setSent(true), failed };
}
