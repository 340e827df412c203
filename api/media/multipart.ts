import type { FastifyRequest } from 'fastify';
import { HttpError } from '../plugins/errors';
import type { MediaKind, StoredMedia } from './index';

/**
 * Reads a multipart form: text fields as strings, the named file fields stored through app.media.
 * On any error it releases what it stored, then rethrows. Unknown file fields -> 400. A
 * non-multipart request -> 415. A file part with an empty filename is a file input left empty
 * (browsers send one) and counts as absent.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  files: Record<string, MediaKind>,
): Promise<{ fields: Record<string, string>; files: Partial<Record<string, StoredMedia>> }> {
  if (!request.isMultipart()) throw new HttpError(415, 'Expected a multipart/form-data body');
  const media = request.server.media;
  const fields: Record<string, string> = {};
  const stored: Partial<Record<string, StoredMedia>> = {};
  try {
    for await (const part of request.parts()) {
      const name = part.fieldname;
      if (part.type === 'field') {
        if (Object.hasOwn(files, name)) throw badRequest(`${name}: must be a file`);
        if (Object.hasOwn(fields, name)) throw badRequest(`${name}: sent more than once`);
        if (part.valueTruncated) throw new HttpError(413, `${name}: the value is too long`);
        fields[name] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        continue;
      }
      const kind = Object.hasOwn(files, name) ? files[name] : undefined;
      if (!kind) throw badRequest(`Unexpected file field: ${name.slice(0, 60)}`);
      if (stored[name]) throw badRequest(`${name}: only one file is accepted`);
      if (part.filename === '') {
        part.file.resume();
        continue;
      }
      stored[name] = await media.store({ stream: part.file, filename: part.filename }, kind);
    }
  } catch (error) {
    await Promise.all(Object.values(stored).map((item) => item && media.release(item.url)));
    throw error;
  }
  return { fields, files: stored };
}

const badRequest = (message: string) => new HttpError(400, message);
