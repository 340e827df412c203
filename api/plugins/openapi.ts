import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorResponseSchema } from '../../contract/errors';
import {
  completeOperations,
  documentRoute,
  SESSION_SCHEME,
  sharedErrorResponses,
} from './openapi-operations';

/**
 * The OpenAPI 3.1 document is generated from the same zod schemas the routes validate with; what
 * every route of a kind shares (security, error answers, operationIds) comes from its config, in
 * openapi-operations.ts. Call after registerAuth (the session cookie's name).
 */
export async function registerOpenApi(app: FastifyInstance, siteName: string): Promise<void> {
  const { $schema: _dialect, ...errorSchema } = z.toJSONSchema(errorResponseSchema);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${siteName} API`,
        version: '1.0.0',
        description: 'Content API of the chapter site.',
      },
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: app.auth.cookie.name,
            description:
              'The staff session, set by POST /api/auth/login. Writes that carry it must come from the site’s own origin (Origin or Sec-Fetch-Site).',
          },
        },
      },
    },
    transform: documentRoute,
    transformObject: (generated) => {
      if (!('openapiObject' in generated)) return generated.swaggerObject;
      const document = structuredClone(generated.openapiObject) as {
        paths?: Record<string, Record<string, unknown>>;
        components?: Record<string, unknown>;
      };
      completeOperations(document.paths ?? {});
      const components = document.components ?? {};
      return {
        ...document,
        // The API answers on the site's own origin, wherever it is deployed.
        servers: [{ url: '/' }],
        components: {
          ...components,
          schemas: { ...(components.schemas as object), Error: errorSchema },
          responses: sharedErrorResponses('#/components/schemas/Error'),
        },
      };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets inline styles as it renders; its own policy would block them (and say so in
    // the console). Styles cannot run code; scripts stay locked to hashed, same-origin files.
    transformStaticCSP: (header) =>
      header.replace(/style-src 'self' https:/, "style-src 'self' 'unsafe-inline'"),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
