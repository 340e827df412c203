import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../../db/availability';
import { HttpError } from '../lib/http-error';
import { fieldsFromIssues, validationError } from '../lib/validate';
import { unavailablePage, wantsPage } from './unavailable-page';

// The routes import it from here; it lives in its own file so that validate.ts need not import this one.
export { HttpError };

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
    // The database went away (stopped, restarting, busy past its timeout): the client may retry,
    // and the site recovers by itself once it is back (docs/decisions/0013).
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .header('cache-control', 'no-store');
      // A page asked for by a browser (its session failed to load before React Router ran).
      if (wantsPage(request.url, request.headers.accept)) {
        return reply.type('text/html; charset=utf-8').send(unavailablePage(request.id));
      }
      return reply.send({ error: DATABASE_UNAVAILABLE_MESSAGE, requestId: request.id });
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
