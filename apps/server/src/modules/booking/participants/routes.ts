import {
  createParticipants,
  getMemberParticipant,
  getParticipant,
} from '@congress/domain/endpoints/participants';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BookingRouteDeps } from '../booking-deps.ts';
import { route } from '../../../lib/endpoint-route.ts';
import { requireSession } from '../../../plugins/auth.ts';
import { createParticipantCreateService } from './participant-create.service.ts';
import { createParticipantsService } from './participants.service.ts';

/** Spec 7's participant calls; owner-scoped in the services (architecture). */
export async function participantRoutes(fastify: FastifyInstance, deps: BookingRouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const participants = createParticipantsService(deps);
  const creation = createParticipantCreateService(deps);

  route(app, createParticipants, async (request, reply) =>
    reply.status(201).send(await creation.create(requireSession(request), request.body)),
  );

  route(app, getParticipant, async (request) => participants.get(requireSession(request), request.params.id));

  route(app, getMemberParticipant, async (request) =>
    participants.ofMember(requireSession(request), request.params.id, request.query.congress),
  );
}
