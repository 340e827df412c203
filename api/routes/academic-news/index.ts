import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../contract/errors';
import { idParams } from '../../../contract/fields';
import {
  newsCreateSchema,
  newsItemQuery,
  newsItemSchema,
  type NewsItem,
  newsListQuery,
  newsPageSchema,
  newsUpdateSchema,
} from '../../../contract/news';
import { newsRepository } from '../../../db/repositories/news';
import { resourceAudits } from '../../auth/audit-items';
import { audienceOf } from '../../lib/audience';
import { readFormBody } from '../../lib/form-body';
import { HttpError } from '../../plugins/errors';

const imageFile = { image: { kind: 'image', field: 'image' } } as const;
const notFound = () => new HttpError(404, 'News item not found');
const tags = ['academic news'];

export const academicNewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const news = newsRepository(app.db);
  const audits = resourceAudits<NewsItem>('news item', {
    name: (item) => item.title,
    find: (id) => news.get(id, 'staff'),
  });

  app.get(
    '/api/academic-news',
    {
      schema: {
        tags,
        summary:
          'Academic news, newest first, optionally of one category or matching `q`; one page of `pageSize` (or `limit`) items. Only published items whose time has come, unless staff ask for drafts',
        querystring: newsListQuery,
        response: { 200: newsPageSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const { pageSize, limit: legacyLimit, includeDrafts, ...filter } = request.query;
      const limit = pageSize ?? legacyLimit;
      const audience = audienceOf(app, request, includeDrafts);
      const { items, total } = await news.list({ ...filter, limit }, audience);
      return { news: items, total, page: filter.page, limit };
    },
  );

  app.get(
    '/api/academic-news/:id',
    {
      schema: {
        tags,
        summary: 'One news item (a draft or scheduled one only for staff asking for drafts)',
        params: idParams,
        querystring: newsItemQuery,
        response: { 200: newsItemSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) =>
      (await news.get(request.params.id, audienceOf(app, request, request.query.includeDrafts))) ??
      Promise.reject(notFound()),
  );

  app.get(
    '/api/news',
    {
      schema: {
        tags,
        summary: 'Every public news item as a plain array, newest first',
        response: { 200: z.array(newsItemSchema) },
      },
    },
    async () => news.all(app.auth.now()),
  );

  app.post(
    '/api/academic-news',
    {
      config: { audit: audits.create, parsedBody: { schema: newsCreateSchema, files: imageFile } },
      schema: {
        tags,
        summary: 'Create a news item (JSON, or multipart with an `image` file)',
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: newsItemSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const values = await readFormBody(request, newsCreateSchema, imageFile);
      return reply.code(201).send(await news.create(values, app.auth.now()));
    },
  );

  app.put(
    '/api/academic-news/:id',
    {
      config: { audit: audits.update, parsedBody: { schema: newsUpdateSchema, files: imageFile } },
      schema: {
        tags,
        summary: 'Update a news item; fields left out keep their value',
        consumes: ['application/json', 'multipart/form-data'],
        params: idParams,
        response: { 200: newsItemSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const before = await news.get(request.params.id, 'staff');
      if (!before) throw notFound();
      const values = await readFormBody(request, newsUpdateSchema, imageFile);
      const updated = await news.update(request.params.id, values, app.auth.now());
      if (!updated) throw notFound();
      if (before.image && before.image !== updated.image) await app.media.release(before.image);
      return updated;
    },
  );

  app.delete(
    '/api/academic-news/:id',
    {
      config: { audit: audits.remove },
      schema: {
        tags,
        summary: 'Delete a news item',
        params: idParams,
        response: { 204: z.null(), 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const removed = await news.remove(request.params.id);
      if (!removed) throw notFound();
      if (removed.image) await app.media.release(removed.image);
      return reply.code(204).send(null);
    },
  );
};
