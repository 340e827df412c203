import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * A field's message as a sentence: the contract's 'is required' under 'Title' reads 'Title is
 * required'. Messages that already stand alone are kept.
 */
export function sentence(label: string, message: string): string {
  return /^(is|must|should|cannot|was) /.test(message) ? `${label} ${message}` : message;
}

/** The first message per field of a failed zod parse, as sentences. */
export function fieldErrorsFromZod<K extends string>(
  error: z.ZodError,
  labels: Record<K, string>,
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && key in labels && !errors[key as K]) {
      errors[key as K] = sentence(labels[key as K], issue.message);
    }
  }
  return errors;
}

/**
 * Splits a failed save into messages for the form's fields (the server's `fields`) and one for
 * the whole form: the server's `error`, else the spec's 'Failed to …' text. The form message is
 * kept whenever a field message does not explain the failure on its own.
 */
export function splitSaveError<K extends string>(
  error: unknown,
  labels: Record<K, string>,
): { fields: FieldErrors<K>; form: string | null } {
  const message = error instanceof Error ? error.message : String(error);
  if (!(error instanceof ApiError) || !error.fields) return { fields: {}, form: message };
  const fields: FieldErrors<K> = {};
  const unmatched: string[] = [];
  for (const [key, text] of Object.entries(error.fields)) {
    if (key in labels) fields[key as K] = sentence(labels[key as K], text);
    else unmatched.push(key);
  }
  const matched = Object.keys(fields).length > 0;
  return { fields, form: matched && unmatched.length === 0 ? null : message };
}
