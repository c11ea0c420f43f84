import {
  ZMemberUserQuery,
  ZParticipant,
  ZParticipantCreateRequest,
  ZParticipantIdParam,
  ZParticipantList,
} from '@congress/domain/contracts/participants';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BookingRouteDeps } from '../booking-deps.ts';
import { requireSession } from '../../../plugins/auth.ts';
import { createParticipantCreateService } from './participant-create.service.ts';
import { createParticipantsService } from './participants.service.ts';

/** Spec 7's participant calls; owner-scoped in the services (architecture). */
export async function participantRoutes(fastify: FastifyInstance, deps: BookingRouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const participants = createParticipantsService(deps);
  const creation = createParticipantCreateService(deps);
  const tags = ['participants'];
  const signedIn = { guard: 'signedIn' } as const;

  app.post(
    '/api/participant/create',
    {
      config: signedIn,
      schema: { tags, body: ZParticipantCreateRequest, response: { 201: ZParticipantList } },
    },
    async (request, reply) =>
      reply.status(201).send(await creation.create(requireSession(request), request.body)),
  );

  app.get(
    '/api/participant/:id',
    { config: signedIn, schema: { tags, params: ZParticipantIdParam, response: { 200: ZParticipant } } },
    async (request) => participants.get(requireSession(request), request.params.id),
  );

  app.get(
    '/api/participant/memberUserId/:id',
    {
      config: signedIn,
      schema: {
        tags,
        params: ZParticipantIdParam,
        querystring: ZMemberUserQuery,
        response: { 200: ZParticipant },
      },
    },
    async (request) =>
      participants.ofMember(requireSession(request), request.params.id, request.query.congress),
  );
}
