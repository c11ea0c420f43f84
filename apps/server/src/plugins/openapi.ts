import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the routes' zod schemas. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Congress registration API', version: '1.0.0' },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
  });
}

export function registerOpenApiRoute(app: FastifyInstance) {
  const handler = async () => app.swagger();
  app.get('/api/docs', { config: { guard: 'public' }, schema: { hide: true } }, handler);
  app.get('/api/docs/openapi.json', { config: { guard: 'public' }, schema: { hide: true } }, handler);
}
