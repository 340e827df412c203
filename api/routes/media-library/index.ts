import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../contract/errors';
import { mediaVariantUrl } from '../../../contract/media';
import {
  describeMediaUsage,
  mediaIdParams,
  mediaLibraryPageSchema,
  mediaLibraryQuery,
  type MediaItem,
  type MediaUsage,
} from '../../../contract/media-library';
import { mediaReferencesRepository } from '../../../db/repositories/media-references';
import type { MediaUse } from '../../../db/repositories/media-usage';
import { paramId } from '../../auth/audit';
import { kindOfKey, makeKey, urlOfKey } from '../../media/keys';
import type { StoredFile } from '../../media/types';
import { HttpError } from '../../plugins/errors';

const tags = ['media'];
const notFound = () => new HttpError(404, 'No such file');

/** `<sha256>.pdf` → `d/<sha256>.pdf`: the library's id is the key without its folder. */
function keyOfId(id: string): string {
  const [hash = '', extension] = id.split('.');
  return makeKey(hash, extension === 'pdf' ? 'pdf' : extension === 'png' ? 'png' : 'jpg');
}
const idOfKey = (key: string): string => key.slice(2);

const usageOf = ({ place, id, title, detail }: MediaUse): MediaUsage =>
  detail === undefined ? { place, id, title } : { place, id, title, detail };

/** 'a PDF of 120 KB', for the activity log. */
function describeFile(key: string, bytes: number | undefined): string {
  const kind = kindOfKey(key) === 'pdf' ? 'a PDF' : 'an image';
  return bytes === undefined ? kind : `${kind} of ${Math.ceil(bytes / 1024)} KB`;
}

/** Why a delete is refused, naming the places (at most three, then how many more). */
function inUseMessage(usages: MediaUsage[]): string {
  if (usages.length === 0) return 'This file is in use, so it cannot be deleted.';
  const shown = usages.slice(0, 3).map(describeMediaUsage);
  const more = usages.length - shown.length;
  const places = more > 0 ? `${shown.join('; ')}; and ${more} more` : shown.join('; ');
  return `This file cannot be deleted while it is used: ${places}. Remove it from there first.`;
}

/**
 * The admin's media library: every stored upload (images and PDFs) with where it is used, and
 * deleting one that nothing uses. Any signed-in staff member.
 */
export const mediaLibraryRoutes: FastifyPluginAsyncZod = async (app) => {
  const references = mediaReferencesRepository(app.db);

  app.get(
    '/api/admin/media',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          'Every stored image and PDF, newest first, with where each is used; `q` searches ids and usages, `kind` and `use` filter (staff only)',
        querystring: mediaLibraryQuery,
        response: { 200: mediaLibraryPageSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const { q, kind, use, page, pageSize } = request.query;
      const [stored, uses] = await Promise.all([app.media.list(), references.uses()]);
      const needle = q?.toLowerCase();
      const matching = stored
        .map((file) => ({ file, usages: (uses.get(file.url) ?? []).map(usageOf) }))
        .filter(({ file, usages }) => {
          if (kind && file.kind !== kind) return false;
          if (use && usages.length > 0 !== (use === 'used')) return false;
          return (
            !needle ||
            idOfKey(file.key).includes(needle) ||
            usages.some((usage) => describeMediaUsage(usage).toLowerCase().includes(needle))
          );
        })
        .sort(
          (a, b) =>
            b.file.modified.getTime() - a.file.modified.getTime() ||
            a.file.key.localeCompare(b.file.key),
        );
      const shown = matching.slice((page - 1) * pageSize, page * pageSize);
      return {
        items: await Promise.all(shown.map(({ file, usages }) => toItem(file, usages))),
        total: matching.length,
        page,
        pageSize,
      };
    },
  );

  async function toItem(file: StoredFile, usages: MediaUsage[]): Promise<MediaItem> {
    const size = await app.media.dimensions(file.key).catch((error: unknown) => {
      app.log.warn({ err: error, key: file.key }, 'could not read the size of an image');
      return undefined;
    });
    return {
      id: idOfKey(file.key),
      kind: file.kind,
      url: file.url,
      thumbnailUrl:
        file.kind === 'image' ? mediaVariantUrl(file.url, { width: 400, format: 'webp' }) : null,
      bytes: file.bytes,
      ...size,
      uploadedAt: file.modified.toISOString(),
      usages,
    };
  }

  app.delete(
    '/api/admin/media/:id',
    {
      config: {
        // It removes the file itself (a network call on S3) and writes no row: no transaction to
        // hold the database's connection through that (ADR 0018).
        transaction: false,
        audit: {
          resource: 'media',
          describe: {
            item: 'a file',
            before: async (request) => {
              const id = paramId(request);
              if (id === undefined) return undefined;
              const key = keyOfId(id);
              return `${describeFile(key, await app.media.sizeOf(key))} from the media library`;
            },
          },
        },
      },
      schema: {
        tags,
        summary:
          'Delete a stored file and its resized copies; refused with 409 while any content uses it',
        params: mediaIdParams,
        response: {
          204: z.null(),
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const key = keyOfId(request.params.id);
      const outcome = await app.media.delete(key);
      if (outcome === 'missing') throw notFound();
      if (outcome === 'in-use') {
        const usages = ((await references.uses()).get(urlOfKey(key)) ?? []).map(usageOf);
        throw new HttpError(409, inUseMessage(usages));
      }
      return reply.code(204).send(null);
    },
  );
};
