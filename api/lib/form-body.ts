import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { MediaKind } from '../media/types';
import { type FieldsCheck, readMultipartForm } from '../media/multipart';
import { fieldsFromIssues, jsonBody, parseOr400, validationError } from './validate';

/** A form's file fields: the kind of media each takes, and the field its stored URL goes into. */
type FormFiles = Readonly<Record<string, { kind: MediaKind; field: string }>>;

/**
 * Reads a create or update body sent either as JSON or, from the admin forms, as multipart with
 * files. The text fields are checked with `schema` before any file is stored (see
 * readMultipartForm); each stored file's URL then goes into the field of the same name (e.g.
 * `image`). If the whole then fails validation, the stored files are released: a failed upload
 * leaves nothing behind.
 */
export async function readFormBody<T extends z.ZodType>(
  request: FastifyRequest,
  schema: T,
  files: FormFiles,
): Promise<z.output<T>> {
  if (!request.isMultipart()) return parseOr400(schema, jsonBody(request.body));
  const kinds = Object.fromEntries(Object.entries(files).map(([name, { kind }]) => [name, kind]));
  const form = await readMultipartForm(request, kinds, textCheck(schema, files));
  const values: Record<string, unknown> = { ...form.fields };
  for (const [name, stored] of Object.entries(form.files)) {
    const target = files[name];
    if (stored && target) values[target.field] = stored.url;
  }
  try {
    return parseOr400(schema, values);
  } catch (error) {
    await Promise.all(
      Object.values(form.files).map((stored) => stored && request.server.media.release(stored.url)),
    );
    throw error;
  }
}

/**
 * The schema's verdict on the text alone: what it says about the fields the files fill in waits
 * for the files (checked with the rest once they are stored).
 */
function textCheck(schema: z.ZodType, files: FormFiles): FieldsCheck {
  const filled = new Set(Object.values(files).map(({ field }) => field));
  return (fields) => {
    const result = schema.safeParse(fields);
    if (result.success) return;
    const issues = result.error.issues.filter((issue) => !filled.has(String(issue.path[0])));
    if (issues.length > 0) throw validationError(fieldsFromIssues(issues));
  };
}
