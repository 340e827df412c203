import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { MediaKind } from '../media/types';
import { readMultipartForm } from '../media/multipart';
import { jsonBody, parseOr400 } from './validate';

/**
 * Reads a create or update body sent either as JSON or, from the admin forms, as multipart with
 * files. Each stored file's URL goes into the field of the same name (e.g. `image`). If the fields
 * then fail validation, the stored files are released: a failed upload leaves nothing behind.
 */
export async function readFormBody<T extends z.ZodType>(
  request: FastifyRequest,
  schema: T,
  files: Record<string, { kind: MediaKind; field: string }>,
): Promise<z.output<T>> {
  if (!request.isMultipart()) return parseOr400(schema, jsonBody(request.body));
  const kinds = Object.fromEntries(Object.entries(files).map(([name, { kind }]) => [name, kind]));
  const form = await readMultipartForm(request, kinds);
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
