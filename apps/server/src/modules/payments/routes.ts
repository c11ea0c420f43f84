import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { cardRoutes } from './card-routes.ts';
import { createPaymentServices } from './payment-services.ts';
import { transferRoutes } from './transfer-routes.ts';
import { webhookRoutes } from './webhook-routes.ts';

export async function paymentRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const services = createPaymentServices({
    config: deps.config,
    db: deps.db,
    clock: deps.clock,
    onError: (error) => fastify.log.error({ err: error }, 'payment follow-up failed; retried by the timer'),
  });
  await fastify.register(cardRoutes, services);
  await fastify.register(transferRoutes, services);
  await fastify.register(webhookRoutes, { services, config: deps.config });
}
