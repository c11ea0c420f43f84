import { getStaffRefundOffer, refundParticipation } from '@congress/domain/endpoints/payments-desk';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { route } from '../../lib/endpoint-route.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { StaffRefundService } from './staff-refund.service.ts';

/** Decisions 43: staff repay a participation's credit (Manage Registration and the desk); admins only. */
export async function staffRefundRoutes(fastify: FastifyInstance, refunds: StaffRefundService) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  route(app, getStaffRefundOffer, async (request) =>
    refunds.offer(requireSession(request), request.params.id),
  );

  route(app, refundParticipation, async (request) =>
    refunds.refund(requireSession(request), request.params.id, request.body),
  );
}
