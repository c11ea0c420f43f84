import {
  ZBankTransferResponse,
  ZConfirmResponse,
  ZParticipationParam,
  ZParticipationRequest,
  ZPaymentSummary,
} from '@congress/domain/contracts/payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/auth.ts';
import type { PaymentsService } from './payments.service.ts';

export async function transferRoutes(fastify: FastifyInstance, services: PaymentsService) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/payment/participation/:id',
    {
      config: { guard: 'signedIn' },
      schema: {
        tags: ['payments'],
        description: 'Price, paid, amount due, forward action and payments of a participation',
        params: ZParticipationParam,
        response: { 200: ZPaymentSummary },
      },
    },
    async (request) => services.summary.summary(requireSession(request), request.params.id),
  );

  app.post(
    '/api/payment/bank-transfer',
    {
      config: { guard: 'signedIn' },
      schema: {
        tags: ['payments'],
        description:
          'Chooses bank transfer: a pending payment with a reference, the proforma and bank details e-mailed',
        body: ZParticipationRequest,
        response: { 200: ZBankTransferResponse },
      },
    },
    async (request) => services.bankTransfer.choose(requireSession(request), request.body.participation),
  );

  app.post(
    '/api/payment/confirm',
    {
      config: { guard: 'signedIn' },
      schema: {
        tags: ['payments'],
        description: 'CONFIRM (amount due 0) or REFUND (amount due below 0) of the payment summary',
        body: ZParticipationRequest,
        response: { 200: ZConfirmResponse },
      },
    },
    async (request) => services.confirm.confirm(requireSession(request), request.body.participation),
  );
}
