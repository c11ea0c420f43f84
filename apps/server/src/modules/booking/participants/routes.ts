import {
  createParticipants,
  getMemberParticipant,
  getParticipant,
} from '@congress/domain/endpoints/participants';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../deps.ts';
import { route } from '../../../lib/endpoint-route.ts';
import { requireSession } from '../../../plugins/auth.ts';

/** Spec 7's participant calls; owner-scoped in the services (architecture). */
export async function participantRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const participants = deps.services.participants;
  const creation = deps.services.participantCreate;

  route(app, createParticipants, async (request, reply) =>
    reply.status(201).send(await creation.create(requireSession(request), request.body)),
  );

  route(app, getParticipant, async (request) => participants.get(requireSession(request), request.params.id));

  route(app, getMemberParticipant, async (request) =>
    participants.ofMember(requireSession(request), request.params.id, request.query.congress),
  );
}
