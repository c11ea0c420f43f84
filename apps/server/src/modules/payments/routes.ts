import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { cardRoutes } from './card-routes.ts';
import { transferRoutes } from './transfer-routes.ts';
import { webhookRoutes } from './webhook-routes.ts';

export async function paymentRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const services = deps.services.payments;
  await fastify.register(cardRoutes, services);
  await fastify.register(transferRoutes, services);
  await fastify.register(webhookRoutes, { services, config: deps.config });
}
