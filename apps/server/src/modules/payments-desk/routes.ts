import {
  approveRefund,
  getDeskOverview,
  listPendingTransfers,
  listRefundRequests,
  markTransferReceived,
  markTransfersReceivedInBulk,
  recordManualPayment,
  refuseRefund,
  searchDeskParticipations,
} from '@congress/domain/endpoints/payments-desk';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { localizeBulkSummary } from '../../lib/bulk-run.ts';
import { route } from '../../lib/endpoint-route.ts';
import { requireSession } from '../../plugins/auth.ts';
import { reconciliationRoutes } from './reconciliation-routes.ts';
import { staffRefundRoutes } from './staff-refund-routes.ts';

/** The back office's payments desk: admins only, visualisation never reaches it (decisions 40). */
export async function paymentsDeskRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const desk = deps.services.paymentsDesk;
  const { transfers, manual } = desk;
  const refundDesk = desk.refunds;

  route(app, getDeskOverview, async (request) =>
    transfers.overview(requireSession(request), request.params.slug),
  );

  route(app, listPendingTransfers, async (request) =>
    transfers.list(requireSession(request), request.params.slug, request.query),
  );

  route(app, markTransferReceived, async (request) =>
    transfers.markReceived(requireSession(request), request.params.id, request.body),
  );

  route(app, markTransfersReceivedInBulk, async (request) =>
    localizeBulkSummary(
      await desk.bulkTransfers.markReceived(requireSession(request), request.body),
      request.language,
    ),
  );

  route(app, listRefundRequests, async (request) =>
    refundDesk.list(requireSession(request), request.params.slug),
  );

  route(app, approveRefund, async (request) =>
    refundDesk.approve(requireSession(request), request.params.id),
  );

  route(app, refuseRefund, async (request) =>
    refundDesk.refuse(requireSession(request), request.params.id, request.body.reason),
  );

  route(app, searchDeskParticipations, async (request) =>
    manual.search(requireSession(request), request.params.slug, request.query.search),
  );

  route(app, recordManualPayment, async (request) =>
    manual.record(requireSession(request), request.params.id, request.body),
  );

  await reconciliationRoutes(fastify, desk.statements, desk.reconciliation);
  await staffRefundRoutes(fastify, desk.staffRefunds);
}
