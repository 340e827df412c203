import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../contract/errors';
import { idParams } from '../../../contract/fields';
import {
  photoCreateFieldsSchema,
  photoSchema,
  type Photo,
  photosQuery,
  photoUpdateSchema,
} from '../../../contract/photos';
import { photosRepository } from '../../../db/repositories/photos';
import { readMultipartForm } from '../../media/multipart';
import { resourceAudits } from '../../auth/audit-items';
import { parseOr400 } from '../../lib/validate';
import { HttpError } from '../../plugins/errors';

const notFound = () => new HttpError(404, 'Photo not found');
const tags = ['photos'];

export const photosRoutes: FastifyPluginAsyncZod = async (app) => {
  const photos = photosRepository(app.db);
  const audits = resourceAudits<Photo>('photo', {
    name: (photo) => photo.name?.trim() || photo.label,
    find: (id) => photos.get(id),
  });

  app.get(
    '/api/photos',
    {
      schema: {
        tags,
        summary:
          'Photos, newest first, optionally matching `q`; with `pageSize` (or `limit`), one page of them and the total in X-Total-Count',
        querystring: photosQuery,
        response: { 200: z.array(photoSchema) },
      },
    },
    async (request, reply) => {
      const { pageSize, limit, ...filter } = request.query;
      const { items, total } = await photos.list({ ...filter, limit: pageSize ?? limit });
      return reply.header('x-total-count', String(total)).send(items);
    },
  );

  app.get(
    '/api/photos/:id',
    {
      schema: {
        tags,
        summary: 'One photo',
        params: idParams,
        response: { 200: photoSchema, 404: errorResponseSchema },
      },
    },
    async (request) => (await photos.get(request.params.id)) ?? Promise.reject(notFound()),
  );

  app.post(
    '/api/photos',
    {
      config: {
        audit: audits.create,
        parsedBody: {
          schema: photoCreateFieldsSchema,
          files: { photo: { kind: 'image', required: true } },
        },
      },
      schema: {
        tags,
        summary:
          'Upload a photo: multipart with the file `photo` and the fields label, category and (optional) name and alt',
        consumes: ['multipart/form-data'],
        response: {
          201: photoSchema,
          400: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'Send the photo as multipart/form-data');
      // The text is checked before the photo is stored and re-encoded.
      const form = await readMultipartForm(request, { photo: 'image' }, (fields) => {
        parseOr400(photoCreateFieldsSchema, fields);
      });
      const stored = form.files.photo;
      try {
        if (!stored) throw new HttpError(400, 'photo: is required', { photo: 'is required' });
        const fields = parseOr400(photoCreateFieldsSchema, form.fields);
        const photo = await photos.create({
          ...fields,
          url: stored.url,
          width: stored.width,
          height: stored.height,
        });
        return await reply.code(201).send(photo);
      } catch (error) {
        if (stored) await app.media.release(stored.url);
        throw error;
      }
    },
  );

  app.put(
    '/api/photos/:id',
    {
      config: { audit: audits.update },
      schema: {
        tags,
        summary: "Change a photo's name, label, alt text or category (a blank alt clears it)",
        params: idParams,
        body: photoUpdateSchema,
        response: { 200: photoSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) =>
      (await photos.update(request.params.id, request.body)) ?? Promise.reject(notFound()),
  );

  app.delete(
    '/api/photos/:id',
    {
      config: { audit: audits.remove },
      schema: {
        tags,
        summary: 'Delete a photo',
        params: idParams,
        response: { 204: z.null(), 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const removed = await photos.remove(request.params.id);
      if (!removed) throw notFound();
      await app.media.release(removed.url);
      return reply.code(204).send(null);
    },
  );
};
