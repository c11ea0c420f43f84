import {
  ZStaffRefundOffer,
  ZStaffRefundRequest,
  ZStaffRefundResponse,
} from '@congress/domain/contracts/staff-refunds';
import { ZDeskIdParam } from '@congress/domain/contracts/payments-desk';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/auth.ts';
import type { StaffRefundService } from './staff-refund.service.ts';

const tags = ['payments-desk'];

/** Decisions 43: staff repay a participation's credit (Manage Registration and the desk); admins only. */
export async function staffRefundRoutes(fastify: FastifyInstance, refunds: StaffRefundService) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/payments-desk/participation/:id/refund',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        description:
          "What the participation's statement says is owed, and how much of it a card can take back",
        params: ZDeskIdParam,
        response: { 200: ZStaffRefundOffer },
      },
    },
    async (request) => refunds.offer(requireSession(request), request.params.id),
  );

  app.post(
    '/api/payments-desk/participation/:id/refund',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        description:
          'Refunds what is owed: to the card through the provider, or by bank transfer or cash by hand; credit notes, e-mail and audit follow',
        params: ZDeskIdParam,
        body: ZStaffRefundRequest,
        response: { 200: ZStaffRefundResponse },
      },
    },
    async (request) => refunds.refund(requireSession(request), request.params.id, request.body),
  );
}
