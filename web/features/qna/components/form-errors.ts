import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per field of a failed parse. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string') errors[key] ??= issue.message;
  }
  return errors;
}

/** A failed post: the server's field messages, and its message for the form (429 and the rest). */
export function submitErrors(error: unknown): { fields: FieldErrors; form: string } {
  const form = error instanceof Error ? error.message : String(error);
  return { fields: error instanceof ApiError ? (error.fields ?? {}) : {}, form };
}
