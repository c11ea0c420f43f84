import { listParticipantTypes, listParticipantTypesWithRates } from '@congress/domain/endpoints/rates';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BookingRouteDeps } from '../booking-deps.ts';
import { route } from '../../../lib/endpoint-route.ts';
import { createParticipantTypesService } from './participant-types.service.ts';

export async function participantTypeRoutes(fastify: FastifyInstance, deps: BookingRouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const types = createParticipantTypesService({
    db: deps.db,
    congresses: deps.congresses,
  });

  route(app, listParticipantTypesWithRates, async (request) => types.listWithRates(request.params.slug));

  route(app, listParticipantTypes, async (request) => types.listAll(request.params.slug));
}
