import { ZBulkStatusRequest, ZBulkSummary } from '@congress/domain/contracts/bulk-actions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { localizeBulkSummary } from '../../../lib/bulk-run.ts';
import { requireSession } from '../../../plugins/auth.ts';
import type { BookingRouteDeps } from '../booking-deps.ts';
import { createBulkStatusService } from './bulk-status.service.ts';

/** Bulk actions of the participation list that booking owns: admins of the congress. */
export async function participationBulkRoutes(fastify: FastifyInstance, deps: BookingRouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const bulk = createBulkStatusService({
    ...deps,
    onUnexpected: (error) => fastify.log.error({ err: error }, 'bulk status change: a row failed'),
  });

  app.post(
    '/api/participation/bulk/status',
    {
      config: { guard: 'admin' },
      schema: {
        tags: ['participation-list'],
        description:
          'Changes the status of the selected participations, one transaction each; answers what was done and what failed',
        body: ZBulkStatusRequest,
        response: { 200: ZBulkSummary },
      },
    },
    async (request) =>
      localizeBulkSummary(await bulk.changeStatus(requireSession(request), request.body), request.language),
  );
}
