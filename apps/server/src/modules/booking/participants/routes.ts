import {
  ZMemberUserQuery,
  ZParticipant,
  ZParticipantCreateRequest,
  ZParticipantIdParam,
  ZParticipantList,
} from '@congress/domain/contracts/participants';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../deps.ts';
import { requireSession } from '../../../plugins/auth.ts';

/** Spec 7's participant calls; owner-scoped in the services (architecture). */
export async function participantRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const participants = deps.services.participants;
  const creation = deps.services.participantCreate;
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
