import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The first message per field of a failed zod parse. */
export function fieldErrorsFromZod<K extends string>(error: z.ZodError): FieldErrors<K> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !errors[key]) errors[key] = issue.message;
  }
  return errors as FieldErrors<K>;
}

/**
 * Splits a failed request into messages for the named fields and one for the form. A field message
 * from the server ('Already in use') is paired with the fuller top-level message when there is one.
 */
export function splitServerError<K extends string>(
  error: unknown,
  known: readonly K[],
): { fields: FieldErrors<K>; form: string | null } {
  if (!(error instanceof ApiError)) {
    return { fields: {}, form: error instanceof Error ? error.message : String(error) };
  }
  const fields: FieldErrors<K> = {};
  for (const key of known) {
    const message = error.fields?.[key];
    if (message) fields[key] = message;
  }
  const matched = Object.keys(fields).length > 0;
  const single = Object.keys(fields).length === 1;
  if (single) {
    const key = Object.keys(fields)[0] as K;
    if (error.status === 409) fields[key] = error.message;
  }
  return { fields, form: matched ? null : error.message };
}
