import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../plugins/errors';
import type { MediaKind, StoredMedia } from './types';
import { formatBytes } from './read-limited';

/** What a form's text fields and part headers may add to its files: far more than any form needs. */
const TEXT_ALLOWANCE = 1024 * 1024;

/**
 * Checks a form's text fields before any file is stored; throws (a 4xx HttpError) to refuse them.
 */
export type FieldsCheck = (fields: Record<string, string>) => void;

/**
 * Reads a multipart form: text fields as strings, the named file fields stored through app.media.
 * The text comes first: `checkFields` runs once, when the first file part begins (or at the end
 * when no file came), so bad text is refused before a byte is stored or re-encoded; a text field
 * after a file is a 400 (the rule of S3's POST uploads; the site's forms append their files last,
 * and an empty file input, which browsers send in the form's order, does not count). On any error
 * it releases what it stored, then rethrows. Unknown file fields -> 400. A
 * non-multipart request -> 415; a malformed one (no boundary, a part cut short) -> 400. A body
 * larger than the form's files and text could ever be -> 413, as soon as it passes that size, even
 * without a Content-Length. A file part with an empty filename is a file input left empty
 * (browsers send one) and counts as absent.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  files: Record<string, MediaKind>,
  checkFields: FieldsCheck = () => undefined,
): Promise<{ fields: Record<string, string>; files: Partial<Record<string, StoredMedia>> }> {
  if (!request.isMultipart()) throw new HttpError(415, 'Expected a multipart/form-data body');
  const media = request.server.media;
  const budget =
    Object.values(files).reduce((sum, kind) => sum + media.maxBytes(kind), 0) + TEXT_ALLOWANCE;
  const fields: Record<string, string> = {};
  const stored: Partial<Record<string, StoredMedia>> = {};
  let checked = false;
  try {
    for await (const part of partsWithin(request, budget)) {
      const name = part.fieldname;
      if (part.type === 'field') {
        if (Object.hasOwn(files, name)) throw badRequest(`${name}: must be a file`);
        if (Object.hasOwn(fields, name)) throw badRequest(`${name}: sent more than once`);
        if (part.valueTruncated) throw new HttpError(413, `${name}: the value is too long`);
        if (checked) throw textAfterFile(name);
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
      if (!checked) {
        checked = true;
        // A refusal leaves this part unread: the error answer ends the request either way.
        checkFields(fields);
      }
      stored[name] = await media.store({ stream: part.file, filename: part.filename }, kind);
    }
    if (!checked) checkFields(fields);
  } catch (error) {
    await Promise.all(Object.values(stored).map((item) => item && media.release(item.url)));
    throw error;
  }
  return { fields, files: stored };
}

const badRequest = (message: string) => new HttpError(400, message);

const textAfterFile = (name: string) =>
  new HttpError(400, `${name}: send the text fields before the files`, {
    [name]: 'must come before the files',
  });

/**
 * request.parts(), with two guards. The parser's own failures (no boundary, a body that is not
 * multipart, a part cut short) become 400: busboy throws them as plain errors, which would
 * otherwise be 500s. And the body may not pass `budget` bytes: busboy quietly skips what is past
 * a text field's or an empty file input's limit and reads on, so a client streaming without end
 * would otherwise never get an answer. (A file part's bytes are bounded by media.store itself.)
 */
async function* partsWithin(request: FastifyRequest, budget: number): AsyncGenerator<Multipart> {
  const tooLarge = () =>
    new HttpError(413, `The request is too large: the limit is ${formatBytes(budget)}`);
  const declared = Number(request.headers['content-length']);
  if (declared > budget) throw tooLarge();

  let overflow: (error: HttpError) => void = () => undefined;
  const overflowed = new Promise<never>((_resolve, reject) => {
    overflow = reject;
  });
  overflowed.catch(() => undefined);
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received > budget) overflow(tooLarge());
  };
  request.raw.on('data', count);

  let iterator: AsyncIterator<Multipart>;
  try {
    iterator = request.parts()[Symbol.asyncIterator]();
  } catch (error) {
    request.raw.off('data', count);
    throw asClientError(error);
  }
  try {
    for (;;) {
      let next: IteratorResult<Multipart>;
      const pending = iterator.next();
      pending.catch(() => undefined);
      try {
        next = await Promise.race([pending, overflowed]);
      } catch (error) {
        throw asClientError(error);
      }
      if (next.done) return;
      yield next.value;
    }
  } finally {
    request.raw.off('data', count);
  }
}

function asClientError(error: unknown): unknown {
  const status = (error as { statusCode?: unknown }).statusCode;
  if (error instanceof HttpError || (typeof status === 'number' && status < 500)) return error;
  return badRequest('The multipart body is malformed or ended early');
}
