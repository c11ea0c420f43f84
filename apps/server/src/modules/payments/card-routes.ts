import {
  ZCardPaymentResponse,
  ZDeniedCardRequest,
  ZIntentQuery,
  ZIntentStatus,
  ZOfflineConfirmRequest,
  ZOfflineConfirmResponse,
  ZParticipationRequest,
  ZPayment,
} from '@congress/domain/contracts/payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/auth.ts';
import type { PaymentsService } from './payments.service.ts';

export async function cardRoutes(fastify: FastifyInstance, services: PaymentsService) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/payment/stripe/create',
    {
      config: { guard: 'signedIn' },
      schema: {
        tags: ['payments'],
        description:
          'The open card payment of a participation for its amount due (Stripe or the offline provider)',
        body: ZParticipationRequest,
        response: { 200: ZCardPaymentResponse },
      },
    },
    async (request) => services.card.create(requireSession(request), request.body.participation),
  );

  app.get(
    '/api/payment/intent',
    {
      config: { guard: 'public' },
      schema: {
        tags: ['payments'],
        description: 'The outcome of a card payment; the client secret is the capability',
        querystring: ZIntentQuery,
        response: { 200: ZIntentStatus },
      },
    },
    async (request) => services.intents.status(request.query.client_secret),
  );

  app.post(
    '/api/payment/offline/confirm',
    {
      config: { guard: 'public' },
      schema: {
        tags: ['payments'],
        description:
          'The offline provider card form (demo and tests only); the client secret is the capability',
        body: ZOfflineConfirmRequest,
        response: { 200: ZOfflineConfirmResponse },
      },
    },
    async (request) => services.offline.confirm(request.body),
  );

  app.post(
    '/api/payment/create',
    {
      config: { guard: 'signedIn' },
      schema: {
        tags: ['payments'],
        description: 'Records a card attempt the browser saw fail; always Denied (decisions 25)',
        body: ZDeniedCardRequest,
        response: { 200: ZPayment },
      },
    },
    async (request) => services.denied.report(requireSession(request), request.body),
  );
}
