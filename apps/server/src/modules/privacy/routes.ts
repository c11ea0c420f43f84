import { purgePersonalData } from '@congress/domain/endpoints/privacy';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../lib/endpoint-route.ts';
import { requireSession } from '../../plugins/auth.ts';

export async function privacyRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { privacy } = deps.services;

  route(app, purgePersonalData, async (request) =>
    privacy.purge(requireSession(request), request.params.id, request.body.confirmation),
  );
}
