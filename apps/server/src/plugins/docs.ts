import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document of every route (from its zod schemas) and its UI under /api/docs, for
 * signed-in staff only (the console's cookie or a bearer token): `signedIn` refuses anyone else.
 */
export async function registerDocs(
  app: FastifyInstance,
  signedIn: (request: FastifyRequest) => Promise<unknown>,
): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Backoffice API',
        version: '1',
        description: 'Errors answer one envelope: see docs/api-contract.md.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiHooks: {
      onRequest: async (request) => {
        await signedIn(request);
      },
    },
  });
}
