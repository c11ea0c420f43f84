import { listParticipations } from '@congress/domain/endpoints/participation-list';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../deps.ts';
import { route } from '../../../lib/endpoint-route.ts';
import { requireSession } from '../../../plugins/auth.ts';

/** The participation list of the back office (decisions 22): staff of the congress, read only. */
export async function participationListRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const list = deps.services.participationList;

  route(app, listParticipations, async (request) => {
    const { slug, ...segments } = request.params;
    const { search, figure, checkedIn, group, page, pageSize, sort } = request.query;
    const filter = { ...segments, search, figure, checkedIn, group };
    return list.page(requireSession(request), slug, filter, { page, pageSize, sort });
  });
}
