import type { z } from 'zod';
import { HttpError } from './http-error';

/** Field name → first message, naming each unknown key of a strict object as a field of its own. */
export function fieldsFromIssues(
  issues: readonly z.core.$ZodIssue[],
  fallback = 'body',
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      const prefix = issue.path.length > 0 ? `${issue.path.map(String).join('.')}.` : '';
      for (const key of issue.keys) fields[`${prefix}${key}`] ??= 'is not a known field';
      continue;
    }
    const name = issue.path.length > 0 ? issue.path.map(String).join('.') : fallback;
    fields[name] ??= issue.message;
  }
  return fields;
}

/** The 400 every validation failure answers: the first field in the message, all of them in `fields`. */
export function validationError(fields: Record<string, string>): HttpError {
  const [first] = Object.entries(fields);
  return new HttpError(400, first ? `${first[0]}: ${first[1]}` : 'Invalid request', fields);
}

/** Parses with a contract schema, or throws the same 400 `{error, fields}` the route schemas give. */
export function parseOr400<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw validationError(fieldsFromIssues(result.error.issues));
}

/**
 * A JSON body to parse: none at all is an empty object (an update that changes nothing), but an
 * explicit `null` stays null, so the schema refuses it with a 400 instead of taking it as empty.
 */
export const jsonBody = (body: unknown): unknown => (body === undefined ? {} : body);
