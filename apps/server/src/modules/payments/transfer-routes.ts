import { chooseBankTransfer, confirmPayment, getPaymentSummary } from '@congress/domain/endpoints/payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { route } from '../../lib/endpoint-route.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { PaymentsService } from './payments.service.ts';

export async function transferRoutes(fastify: FastifyInstance, services: PaymentsService) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  route(app, getPaymentSummary, async (request) =>
    services.summary.summary(requireSession(request), request.params.id),
  );

  route(app, chooseBankTransfer, async (request) =>
    services.bankTransfer.choose(requireSession(request), request.body.participation),
  );

  route(app, confirmPayment, async (request) =>
    services.confirm.confirm(requireSession(request), request.body.participation),
  );
}
