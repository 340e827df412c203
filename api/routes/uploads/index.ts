import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../contract/errors';
import { uploadedFileSchema } from '../../../contract/uploads';
import { readMultipartForm } from '../../media/multipart';
import { HttpError } from '../../plugins/errors';

/**
 * POST /api/uploads/pdf (staff): stores one PDF and answers its site URL. Courses are JSON-only,
 * so the admin form uploads a course's notes or past-question paper here first and puts the URL
 * into the course. A file no row takes up within the media grace period is swept away.
 */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/uploads/pdf',
    {
      config: {
        audit: {
          resource: 'media',
          action: 'create',
          describe: {
            verb: 'uploaded',
            item: 'a PDF',
            after: (payload) =>
              `a PDF of ${Math.ceil((payload as { bytes: number }).bytes / 1024)} KB`,
          },
        },
        parsedBody: { files: { file: { kind: 'pdf', required: true } } },
      },
      schema: {
        tags: ['media'],
        summary: 'Upload a PDF (multipart field `file`); answers its /media URL',
        consumes: ['multipart/form-data'],
        response: {
          201: uploadedFileSchema,
          400: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, { file: 'pdf' });
      const stored = form.files.file;
      if (!stored) throw new HttpError(400, 'file: a PDF is required', { file: 'is required' });
      return reply.code(201).send({ url: stored.url, bytes: stored.bytes });
    },
  );
};
