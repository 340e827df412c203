import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../contract/errors';
import { idParams } from '../../../contract/fields';
import {
  contactMessageCreateSchema,
  inboxItemSchema,
  inboxListQuery,
  inboxOpenCountSchema,
  inboxPageSchema,
  inboxReceiptSchema,
  inboxUpdateSchema,
  membershipApplicationCreateSchema,
} from '../../../contract/inbox';
import { inboxRepository } from '../../../db/repositories/inbox';
import { byParamId, quote } from '../../auth/audit-items';
import { HttpError } from '../../plugins/errors';
import { receiveSubmission } from './receive';

const notFound = () => new HttpError(404, 'Message not found');
const receipt = { received: true } as const;

/**
 * The inbox: the public membership and contact forms post here (anyone, from the site's own
 * pages), and staff read, mark handled and delete what arrived.
 */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const inbox = inboxRepository(app.db);
  /** 'the membership application from “Ada Obi”', 'the message “Guest lecture” from “Musa”'. */
  const auditedItem = {
    item: 'an inbox item',
    before: byParamId(
      async (id) => {
        const item = await inbox.get(id);
        if (!item) return undefined;
        return item.kind === 'membership'
          ? `the membership application from ${quote(item.name)}`
          : `the message ${quote(item.subject ?? '')} from ${quote(item.name)}`;
      },
      (phrase) => phrase,
    ),
  };

  const publicForm = { access: 'public' as const, audit: false as const };

  app.post(
    '/api/membership-applications',
    {
      config: publicForm,
      schema: {
        tags: ['inbox'],
        summary:
          'Apply for membership (the public form; same-origin only, rate-limited per client)',
        body: membershipApplicationCreateSchema,
        response: {
          201: inboxReceiptSchema,
          400: errorResponseSchema,
          403: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await receiveSubmission(app, 'membership', request.body, request.ip);
      return reply.code(201).send(receipt);
    },
  );

  app.post(
    '/api/contact-messages',
    {
      config: publicForm,
      schema: {
        tags: ['inbox'],
        summary: 'Send a message (the contact form; same-origin only, rate-limited per client)',
        body: contactMessageCreateSchema,
        response: {
          201: inboxReceiptSchema,
          400: errorResponseSchema,
          403: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await receiveSubmission(app, 'contact', request.body, request.ip);
      return reply.code(201).send(receipt);
    },
  );

  app.get(
    '/api/inbox',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['inbox'],
        summary:
          'Membership applications and contact messages, newest first, optionally matching `q`; one page of `pageSize` (or `limit`) items (staff only)',
        querystring: inboxListQuery,
        response: { 200: inboxPageSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { kind, status, q, page } = request.query;
      const limit = request.query.pageSize ?? request.query.limit;
      const result = await inbox.list({ kind, status, q, limit, page });
      // Personal data: never kept by a shared cache.
      reply.header('cache-control', 'no-store');
      return { ...result, page, limit };
    },
  );

  app.get(
    '/api/inbox/open-count',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['inbox'],
        summary: 'How many applications and messages are not handled yet (staff only)',
        response: { 200: inboxOpenCountSchema, 401: errorResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { open: await inbox.openCount() };
    },
  );

  app.patch(
    '/api/inbox/:id',
    {
      config: {
        audit: {
          describe: {
            ...auditedItem,
            verb: (request) =>
              (request.body as { handled?: boolean }).handled ? 'handled' : 'reopened',
          },
        },
      },
      schema: {
        tags: ['inbox'],
        summary: 'Mark an application or message handled, or open again',
        params: idParams,
        body: inboxUpdateSchema,
        response: { 200: inboxItemSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) =>
      (await inbox.setHandled(
        request.params.id,
        request.body.handled,
        app.auth.now().toISOString(),
      )) ?? Promise.reject(notFound()),
  );

  app.delete(
    '/api/inbox/:id',
    {
      config: { audit: { describe: auditedItem } },
      schema: {
        tags: ['inbox'],
        summary: 'Delete an application or message',
        params: idParams,
        response: { 204: z.null(), 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!(await inbox.remove(request.params.id))) throw notFound();
      return reply.code(204).send(null);
    },
  );
};
