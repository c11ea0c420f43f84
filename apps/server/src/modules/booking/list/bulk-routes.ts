import { changeStatusInBulk } from '@congress/domain/endpoints/participation-list';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { localizeBulkSummary } from '../../../lib/bulk-run.ts';
import { route } from '../../../lib/endpoint-route.ts';
import { requireSession } from '../../../plugins/auth.ts';
import type { AppDeps } from '../../../deps.ts';

/** Bulk actions of the participation list that booking owns: admins of the congress. */
export async function participationBulkRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const bulk = deps.services.bulkStatus;

  route(app, changeStatusInBulk, async (request) =>
    localizeBulkSummary(await bulk.changeStatus(requireSession(request), request.body), request.language),
  );
}
