import { listParticipantTypes, listParticipantTypesWithRates } from '@congress/domain/endpoints/rates';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../deps.ts';
import { route } from '../../../lib/endpoint-route.ts';

export async function participantTypeRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const types = deps.services.participantTypes;

  route(app, listParticipantTypesWithRates, async (request) => types.listWithRates(request.params.slug));

  route(app, listParticipantTypes, async (request) => types.listAll(request.params.slug));
}
