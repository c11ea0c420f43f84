import { ZOverview, ZOverviewParams } from '@congress/domain/contracts/overview';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireSession } from '../../plugins/auth.ts';
import { createOverviewService } from './overview.service.ts';

/** The organiser overview: every staff role of the congress reads it (decisions 40). */
export async function overviewRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const overview = createOverviewService({ db: deps.db, clock: deps.clock, ...deps.services });

  app.get(
    '/api/overview/congress/:slug',
    {
      config: { guard: 'staff' },
      schema: { tags: ['overview'], params: ZOverviewParams, response: { 200: ZOverview } },
    },
    async (request) => overview.read(requireSession(request), request.params.slug),
  );
}
