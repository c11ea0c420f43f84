import {
  createParticipation,
  getMyParticipation,
  getParticipantParticipation,
  listCongressParticipations,
  updateParticipation,
} from '@congress/domain/endpoints/participations';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../deps.ts';
import { route } from '../../../lib/endpoint-route.ts';
import { requireSession } from '../../../plugins/auth.ts';
import { localizeParticipation } from './participation-dto.ts';

/** Spec 7's participation calls plus the signed-in subject's own; owner-scoped in the services. */
export async function participationRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const queries = deps.services.participationQueries;
  const writes = deps.services.participationWrites;

  route(app, getMyParticipation, async (request) =>
    localizeParticipation(await queries.mine(requireSession(request), request.params.slug), request.language),
  );

  route(app, getParticipantParticipation, async (request) => {
    const { participantId, slug } = request.params;
    const participation = await queries.ofParticipant(requireSession(request), participantId, slug);
    return localizeParticipation(participation, request.language);
  });

  route(app, listCongressParticipations, async (request) =>
    queries.ofCongress(requireSession(request), request.params.id, request.query),
  );

  route(app, createParticipation, async (request, reply) =>
    reply.status(201).send(await writes.create(requireSession(request), request.body)),
  );

  route(app, updateParticipation, async (request) =>
    writes.update(requireSession(request), request.params.id, request.body),
  );
}
