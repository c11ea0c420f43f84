import { getStoredFile } from '@congress/domain/endpoints/files';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../lib/endpoint-route.ts';

/** A stored file never changes under its id (a new logo is a new file), so it may be cached for good. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

export async function fileRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const files = deps.services.files;

  route(app, getStoredFile, async (request, reply) => {
    const file = await files.getPublic(request.params.id);
    return reply
      .type(file.contentType)
      .header('content-disposition', file.disposition)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', CACHE_FOREVER)
      .send(file.data);
  });
}
