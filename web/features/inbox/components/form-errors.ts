import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The first message per field of a failed parse (the contract's messages are sentences). */
export function fieldErrorsFromZod<K extends string>(
  error: z.ZodError,
  fields: readonly K[],
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && (fields as readonly string[]).includes(key)) {
      errors[key as K] ??= issue.message;
    }
  }
  return errors;
}

/**
 * A failed submission as messages for the form's fields (the server's `fields`) and one for the
 * whole form: the server's `error` (e.g. the rate limit's 'try again in N minutes'), else the
 * fallback 'Failed to …' text. The form message stays unless field messages explain it all.
 */
export function splitSubmitError<K extends string>(
  error: unknown,
  fields: readonly K[],
): { fields: FieldErrors<K>; form: string | null } {
  const message = error instanceof Error ? error.message : String(error);
  if (!(error instanceof ApiError) || !error.fields) return { fields: {}, form: message };
  const matched: FieldErrors<K> = {};
  let unmatched = false;
  for (const [key, text] of Object.entries(error.fields)) {
    if ((fields as readonly string[]).includes(key)) matched[key as K] = text;
    else unmatched = true;
  }
  return {
    fields: matched,
    form: Object.keys(matched).length > 0 && !unmatched ? null : message,
  };
}

/** Moves focus to the first field (in form order) that has an error. */
export function focusFirstError<K extends string>(
  form: HTMLFormElement | null,
  order: readonly K[],
  errors: FieldErrors<K>,
): void {
  const first = order.find((key) => errors[key]);
  if (!form || !first) return;
  const control = form.querySelector<HTMLElement>(`[data-field="${first}"]`);
  control?.focus();
}
