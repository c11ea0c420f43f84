import { getOverview } from '@congress/domain/endpoints/overview';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../lib/endpoint-route.ts';
import { requireSession } from '../../plugins/auth.ts';

/** The organiser overview: every staff role of the congress reads it (decisions 40). */
export async function overviewRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const overview = deps.services.overview;

  route(app, getOverview, async (request) => overview.read(requireSession(request), request.params.slug));
}
