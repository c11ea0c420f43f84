import { changeStatusInBulk } from '@congress/domain/endpoints/participation-list';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { localizeBulkSummary } from '../../../lib/bulk-run.ts';
import { route } from '../../../lib/endpoint-route.ts';
import { requireSession } from '../../../plugins/auth.ts';
import type { BookingRouteDeps } from '../booking-deps.ts';
import { createBulkStatusService } from './bulk-status.service.ts';

/** Bulk actions of the participation list that booking owns (issue 12): admins of the congress. */
export async function participationBulkRoutes(fastify: FastifyInstance, deps: BookingRouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const bulk = createBulkStatusService({
    ...deps,
    onUnexpected: (error) => fastify.log.error({ err: error }, 'bulk status change: a row failed'),
  });

  route(app, changeStatusInBulk, async (request) =>
    localizeBulkSummary(await bulk.changeStatus(requireSession(request), request.body), request.language),
  );
}
