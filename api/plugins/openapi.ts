import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI 3.1 document is generated from the same zod schemas the routes validate with. */
export async function registerOpenApi(app: FastifyInstance, siteName: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${siteName} API`,
        version: '1.0.0',
        description: 'Content API of the chapter site.',
      },
    },
    transform: jsonSchemaTransform,
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
