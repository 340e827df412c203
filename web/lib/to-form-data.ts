import type { z } from 'zod';

type Files = Record<string, Blob | null | undefined>;

function appendValue(body: FormData, key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) appendValue(body, key, item);
    return;
  }
  if (value instanceof Date) body.append(key, value.toISOString());
  else if (typeof value === 'object') body.append(key, JSON.stringify(value));
  else body.append(key, String(value as string | number | boolean));
}

/**
 * The multipart body of a form: the schema's fields in the schema's order (only those; a form's
 * own state never leaks into the request), then the files. Files go last because the server
 * checks every text field before it stores or re-encodes a file. A blank string is sent, so an
 * update can clear an optional field; undefined and null are left out.
 *
 *   toFormData(newsCreateSchema, values, { image: compressed })
 */
export function toFormData<S extends z.ZodObject>(
  schema: S,
  values: Partial<Record<keyof z.input<S> & string, unknown>>,
  files: Files = {},
): FormData {
  const body = new FormData();
  const sent = values as Record<string, unknown>;
  for (const key of Object.keys(schema.shape)) appendValue(body, key, sent[key]);
  for (const [key, file] of Object.entries(files)) {
    if (!file) continue;
    if (file instanceof File) body.append(key, file, file.name);
    else body.append(key, file);
  }
  return body;
}
