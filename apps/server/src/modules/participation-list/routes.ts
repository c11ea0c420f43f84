import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';

export async function participationListRoutes(fastify: FastifyInstance, _deps: AppDeps) {
  fastify.withTypeProvider<ZodTypeProvider>();
}
