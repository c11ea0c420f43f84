import { PAYMENT_MESSAGES } from '@congress/domain/contracts/payments';
import { stripeWebhook } from '@congress/domain/endpoints/payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/endpoint-route.ts';
import type { PaymentEvent } from '../../lib/payments/payment-provider.ts';
import { verifyStripeEvent } from '../../lib/payments/stripe-provider.ts';
import type { PaymentsService } from './payments.service.ts';

function verify(body: unknown, signature: unknown, secret: string | undefined): PaymentEvent | null {
  if (!secret || !Buffer.isBuffer(body) || typeof signature !== 'string') {
    throw new AppError('VALIDATION', PAYMENT_MESSAGES.invalidSignature);
  }
  try {
    return verifyStripeEvent(body, signature, secret);
  } catch {
    throw new AppError('VALIDATION', PAYMENT_MESSAGES.invalidSignature);
  }
}

/** Stripe's webhook: its own scope keeps bodies raw, since the signature covers the exact bytes. */
export async function webhookRoutes(
  fastify: FastifyInstance,
  { services, config }: { services: PaymentsService; config: AppConfig },
) {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  route(app, stripeWebhook, { config: { csrf: false } }, async (request) => {
    const event = verify(request.body, request.headers['stripe-signature'], config.stripeWebhookSecret);
    if (event) await services.events.process(event);
    return { received: true as const };
  });
}
