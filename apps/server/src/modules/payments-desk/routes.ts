import {
  ZDeskIdParam,
  ZDeskOverview,
  ZDeskParticipationList,
  ZDeskSearchQuery,
  ZDeskSlugParam,
  ZManualPaymentRequest,
  ZManualPaymentResponse,
  ZMarkReceivedRequest,
  ZMarkReceivedResponse,
  ZRefundDecisionResponse,
  ZRefundList,
  ZRefuseRefundRequest,
  ZTransferList,
  ZTransferListQuery,
} from '@congress/domain/contracts/payments-desk';
import { ZBulkSummary, ZBulkTransfersRequest } from '@congress/domain/contracts/bulk-actions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { localizeBulkSummary } from '../../lib/bulk-run.ts';
import { requireSession } from '../../plugins/auth.ts';
import { createPaymentsDeskService } from './payments-desk.service.ts';
import { reconciliationRoutes } from './reconciliation-routes.ts';
import { staffRefundRoutes } from './staff-refund-routes.ts';

const tags = ['payments-desk'];

/** The back office's payments desk: admins only, visualisation never reaches it (decisions 40). */
export async function paymentsDeskRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = deps;
  const onUnexpected = (error: unknown) => fastify.log.error({ err: error }, 'bulk transfers: a row failed');
  const desk = createPaymentsDeskService({ db, clock, ...deps.services, onUnexpected });
  const { transfers, manual } = desk;
  const refundDesk = desk.refunds;

  app.get(
    '/api/payments-desk/congress/:slug',
    {
      config: { guard: 'admin' },
      schema: { tags, params: ZDeskSlugParam, response: { 200: ZDeskOverview } },
    },
    async (request) => transfers.overview(requireSession(request), request.params.slug),
  );

  app.get(
    '/api/payments-desk/congress/:slug/transfers',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        description:
          'Pending bank transfers, oldest first; search by reference, name or e-mail; overdue only',
        params: ZDeskSlugParam,
        querystring: ZTransferListQuery,
        response: { 200: ZTransferList },
      },
    },
    async (request) => transfers.list(requireSession(request), request.params.slug, request.query),
  );

  app.post(
    '/api/payments-desk/transfer/:id/received',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        description: 'Marks a pending transfer received: payment confirmed, registrations, invoice e-mailed',
        params: ZDeskIdParam,
        body: ZMarkReceivedRequest,
        response: { 200: ZMarkReceivedResponse },
      },
    },
    async (request) => transfers.markReceived(requireSession(request), request.params.id, request.body),
  );

  app.post(
    '/api/payments-desk/bulk/transfers-received',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        description:
          "Marks the selected participations' awaited transfers received in full, one transaction each; answers what was done and what failed",
        body: ZBulkTransfersRequest,
        response: { 200: ZBulkSummary },
      },
    },
    async (request) =>
      localizeBulkSummary(
        await desk.bulkTransfers.markReceived(requireSession(request), request.body),
        request.language,
      ),
  );

  app.get(
    '/api/payments-desk/congress/:slug/refunds',
    {
      config: { guard: 'admin' },
      schema: { tags, params: ZDeskSlugParam, response: { 200: ZRefundList } },
    },
    async (request) => refundDesk.list(requireSession(request), request.params.slug),
  );

  app.post(
    '/api/payments-desk/refund/:id/approve',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        description:
          'Approves a refund request: card through its provider, others by hand; a credit note follows',
        params: ZDeskIdParam,
        response: { 200: ZRefundDecisionResponse },
      },
    },
    async (request) => refundDesk.approve(requireSession(request), request.params.id),
  );

  app.post(
    '/api/payments-desk/refund/:id/refuse',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        params: ZDeskIdParam,
        body: ZRefuseRefundRequest,
        response: { 200: ZRefundDecisionResponse },
      },
    },
    async (request) => refundDesk.refuse(requireSession(request), request.params.id, request.body.reason),
  );

  app.get(
    '/api/payments-desk/congress/:slug/participations',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        description:
          'Participations by name, e-mail, member number or transfer reference, with the amount due',
        params: ZDeskSlugParam,
        querystring: ZDeskSearchQuery,
        response: { 200: ZDeskParticipationList },
      },
    },
    async (request) => manual.search(requireSession(request), request.params.slug, request.query.search),
  );

  app.post(
    '/api/payments-desk/participation/:id/manual-payment',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        description: 'Records a manual payment; registrations are Confirmed once nothing is due',
        params: ZDeskIdParam,
        body: ZManualPaymentRequest,
        response: { 200: ZManualPaymentResponse },
      },
    },
    async (request) => manual.record(requireSession(request), request.params.id, request.body),
  );

  await reconciliationRoutes(fastify, desk.statements, desk.reconciliation);
  await staffRefundRoutes(fastify, desk.staffRefunds);
}
