import {
  confirmOfflineCard,
  createCardPayment,
  getPaymentIntent,
  recordDeniedCard,
} from '@congress/domain/endpoints/payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { route } from '../../lib/endpoint-route.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { PaymentsService } from './payments.service.ts';

export async function cardRoutes(fastify: FastifyInstance, services: PaymentsService) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  route(app, createCardPayment, async (request) =>
    services.card.create(requireSession(request), request.body.participation),
  );

  route(app, getPaymentIntent, async (request) => services.intents.status(request.query.client_secret));

  route(app, confirmOfflineCard, async (request) => services.offline.confirm(request.body));

  route(app, recordDeniedCard, async (request) =>
    services.denied.report(requireSession(request), request.body),
  );
}
