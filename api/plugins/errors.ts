import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { fieldsFromIssues, validationError } from '../lib/validate';

/** An error whose message is safe to show the client, with the status to answer. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** Headers the answer carries, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** Every error is JSON `{error, fields?}`; a 5xx never carries a stack, SQL or a path. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The type provider flattens each zod issue into Fastify's validation shape; put it back together.
      const issues = error.validation.map(
        ({ keyword, instancePath, message, params }) =>
          ({
            ...params,
            code: keyword,
            path: instancePath.split('/').filter(Boolean),
            message,
          }) as z.core.$ZodIssue,
      );
      const { message, fields } = validationError(
        fieldsFromIssues(issues, error.validationContext ?? 'body'),
      );
      return reply.code(400).send({ error: message, fields });
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send({
        error: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
        ...(error.statusCode >= 500 ? { requestId: request.id } : {}),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      // The request id lets whoever reports the failure point at its line in the log.
      return reply.code(status).send({
        error: status === 503 ? 'Service unavailable' : 'Internal server error',
        requestId: request.id,
      });
    }
    // Fastify's own 4xx errors (bad JSON, wrong content type, body too large) have safe messages.
    return reply.code(status).send({ error: error.message });
  });
}
